/**
 * Body of the header's 'Resonance Journal' modal: the whole journal (search, sort, export) and,
 * when an entry is opened, its detail modal on top.
 */
import { useState } from 'react';
import type { JournalEntry } from '@contract/journal';
import { EntryDetailDialog } from './entry-detail-dialog';
import { JournalBrowser } from './journal-browser';

export function JournalModalBody() {
  const [opened, setOpened] = useState<JournalEntry | null>(null);
  return (
    <>
      <JournalBrowser onOpen={setOpened} />
      <EntryDetailDialog entry={opened} onClose={() => setOpened(null)} />
    </>
  );
}
