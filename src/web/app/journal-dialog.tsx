/** The header's 'Resonance Journal' modal; its body is the journal feature's. */
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { JournalModalBody } from '@/features/journal/journal-modal-body';

export function JournalDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" closeLabel="Close journal">
        <DialogHeader>
          <DialogTitle>Resonance Journal</DialogTitle>
          <DialogDescription>
            Your analyses, framed conversations and reflections. Search, sort, open or export them.
          </DialogDescription>
        </DialogHeader>
        {open && <JournalModalBody />}
      </DialogContent>
    </Dialog>
  );
}
