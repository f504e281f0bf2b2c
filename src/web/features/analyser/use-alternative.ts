/**
 * 'Generate Alternative Text' (spec §5, §7, §8): POST /api/generate-alternative, then the
 * 'Alternative Text' card shows it and is brought into view with its heading focused (issue 14).
 */
import { useMutation } from '@tanstack/react-query';
import { GenerateAlternativeResponse } from '@contract/analysis';
import { apiJson } from '@/lib/api';
import { usePageStore } from '@/lib/page-state';
import { revealWhenShown } from '@/lib/reveal';
import { toast } from '@/lib/toast';
import { i18n } from '@/i18n/i18n';
import { ALTERNATIVE_HEADING_ID } from './side/text-cards';

export function useAlternative() {
  const page = usePageStore();
  const mutation = useMutation({
    mutationFn: (inputText: string) => {
      const { analysisId, inputText: analysedText } = page.getState();
      // Stored on the analysis only when the text is the one that analysis was made of.
      const sameText = analysisId !== null && analysedText.trim() === inputText.trim();
      return apiJson(GenerateAlternativeResponse, 'POST', '/api/generate-alternative', {
        inputText,
        analysisId: sameText ? analysisId : null,
      });
    },
    onSuccess: ({ alternativeText }, inputText) => {
      page.reportAlternative(alternativeText, inputText);
      revealWhenShown(ALTERNATIVE_HEADING_ID);
      toast({
        title: i18n.t('toasts.alternative.title'),
        description: i18n.t('toasts.alternative.description'),
      });
    },
    onError: () => {
      toast({
        title: i18n.t('toasts.alternativeFailed.title'),
        description: i18n.t('toasts.alternativeFailed.description'),
        variant: 'destructive',
      });
    },
  });

  const generate = (text: string) => {
    if (text.trim() === '') {
      toast({ title: i18n.t('toasts.inputRequired'), description: i18n.t('toasts.inputForAlternative') });
      return;
    }
    mutation.mutate(text);
  };

  return { generate, pending: mutation.isPending };
}
