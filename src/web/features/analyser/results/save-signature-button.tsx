/** 'Save to Signature': needs spectral data and the analysed text; 'Saved to Signature!' for 3 s. */
import { Check, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSignatureSave } from '../use-signature-save';

export function SaveSignatureButton({ value, text }: { value: number; text: string }) {
  const { save, saved, pending } = useSignatureSave();
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => save(value, text)}
      disabled={pending || text.trim() === ''}
    >
      {saved ? <Check aria-hidden /> : <Sparkles aria-hidden />}
      {saved ? 'Saved to Signature!' : 'Save to Signature'}
    </Button>
  );
}
