/** Copies a text; 'Copied!' for 2 s and a toast; the spec's destructive 'Copy Failed' on error. */
import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';

export const COPIED_MS = 2000;

export function CopyButton({
  text,
  label,
  copiedMessage,
}: {
  text: string;
  label: string;
  copiedMessage: string;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (text === '') return;
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: t('copy.copied'), description: copiedMessage });
    } catch {
      toast({
        title: t('copy.failed'),
        description: t('copy.textFailed'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} disabled={text === ''}>
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? t('copy.copied') : label}
    </Button>
  );
}
