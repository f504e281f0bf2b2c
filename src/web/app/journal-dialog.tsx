/** The header's 'Resonance Journal' modal; its body is the journal feature's. */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { JournalModalBody } from '@/features/journal/journal-modal-body';
import { useTranslation } from 'react-i18next';

export function JournalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel={t('journal.dialog.close')}>
        <DialogHeader>
          <DialogTitle>{t('journal.title')}</DialogTitle>
          <DialogDescription>{t('journal.dialog.description')}</DialogDescription>
        </DialogHeader>
        {open && <JournalModalBody />}
      </DialogContent>
    </Dialog>
  );
}
