/**
 * Save the average character value of the latest analysis to the personal signature
 * (POST /api/signature). One instance serves both buttons of an analysis ('Save to Signature' in
 * the results, 'Add to Signature' in the input card), so an analysis is saved once (issue 14): a
 * second press stores nothing and says the tone is already saved. The server keeps one tone per
 * analysis id as well (a 200 answer), for a press that comes before this page knew of the first.
 * The buttons read 'Saved to Signature!' for 3 s after either press (spec §4).
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignatureEntry } from '@contract/signature';
import { snippet } from '@engine/signature';
import { apiRequest } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { i18n } from '@/i18n/i18n';

export const SAVED_CONFIRMATION_MS = 3000;

export interface SignatureTarget {
  /** The analysis run (use-analysis) whose tone this is. */
  runId: number;
  value: number;
  text: string;
  /** The stored analysis, once the server has answered. */
  analysisId: string | null;
}

export type SignatureSave = ReturnType<typeof useSignatureSave>;

const alreadySaved = () =>
  toast({
    title: i18n.t('toasts.alreadySaved.title'),
    description: i18n.t('toasts.alreadySaved.description'),
  });

export function useSignatureSave() {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  // The run whose tone is stored (or being stored): a later press of either button is not sent again.
  const [savedRun, setSavedRun] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = () => {
    setSaved(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaved(false), SAVED_CONFIRMATION_MS);
  };

  const mutation = useMutation({
    mutationFn: async ({ value, text, analysisId }: SignatureTarget) => {
      const response = await apiRequest('POST', '/api/signature', {
        spectralValue: Math.min(1, Math.max(0, value)),
        originalText: snippet(text),
        analysisId,
      });
      SignatureEntry.parse(await response.json());
      // 200: the server already had a tone of this analysis.
      return { created: response.status === 201 };
    },
    onSuccess: ({ created }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.signature });
      confirm();
      if (!created) alreadySaved();
    },
    onError: (_error, target) => {
      setSavedRun((run) => (run === target.runId ? null : run));
      toast({
        title: i18n.t('toasts.signatureFailed.title'),
        description: i18n.t('toasts.signatureFailed.description'),
        variant: 'destructive',
      });
    },
  });

  const save = (target: SignatureTarget) => {
    if (mutation.isPending) return;
    if (savedRun === target.runId) {
      confirm();
      alreadySaved();
      return;
    }
    setSavedRun(target.runId);
    mutation.mutate(target);
  };

  return { save, saved, pending: mutation.isPending };
}
