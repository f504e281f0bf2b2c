/**
 * 'Save to Signature': needs spectral data and the analysed text; 'Saved to Signature!' for 3 s.
 * The save itself is the analyser's (use-signature-save), shared with 'Add to Signature', so one
 * analysis is saved once whichever button is pressed.
 */
import { Check, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from 'react-i18next';

export function SaveSignatureButton({
  onSave,
  saved,
  pending,
}: {
  onSave: () => void;
  saved: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" size="sm" onClick={onSave} disabled={pending}>
      {saved ? <Check aria-hidden /> : <Sparkles aria-hidden />}
      {saved ? t('signatureSave.saved') : t('signatureSave.save')}
    </Button>
  );
}
