/**
 * Save the average character value to the personal signature (POST /api/signature). Needs a result
 * with spectral data and the text it came from; the button reads 'Saved to Signature!' for 3 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignatureEntry } from '@contract/signature';
import { snippet } from '@engine/signature';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';

export const SAVED_CONFIRMATION_MS = 3000;

export function useSignatureSave() {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutation = useMutation({
    mutationFn: ({ value, text }: { value: number; text: string }) =>
      apiJson(SignatureEntry, 'POST', '/api/signature', {
        spectralValue: Math.min(1, Math.max(0, value)),
        originalText: snippet(text),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.signature });
      setSaved(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSaved(false), SAVED_CONFIRMATION_MS);
    },
    onError: () => {
      toast({
        title: 'Save Failed',
        description: 'Could not save this tone to your signature. Please try again.',
        variant: 'destructive',
      });
    },
  });
  return {
    save: (value: number, text: string) => mutation.mutate({ value, text }),
    saved,
    pending: mutation.isPending,
  };
}
