/**
 * Body of the header's 'Resonance Journal' modal: the latest entries, newest first, with their
 * relative dates and dominant tones ('No journal entries yet' when empty). The journal feature
 * (issue 7) extends this with sorting, details, deletion, search and export.
 */
import { BookHeart, MessageSquareText, Radio } from 'lucide-react';
import { parseDominantTones, type JournalEntry } from '@contract/journal';
import { relativeDate } from '@engine/labels';
import { toneColour } from '@engine/colour';
import { ScrollArea } from '@/components/ui/scroll-area';
import { useJournal } from './use-journal';

export const MODAL_ENTRY_LIMIT = 20;

const KIND_ICON = { analysis: BookHeart, conversation: MessageSquareText, reflection: Radio } as const;
const KIND_LABEL = {
  analysis: 'Analysis',
  conversation: 'Framed conversation',
  reflection: 'Reflection',
} as const;

export function JournalModalBody() {
  const { data, isPending, isError } = useJournal();
  if (isPending) return <p className="py-8 text-center text-sm text-muted">Loading your journal...</p>;
  if (isError)
    return <p className="py-8 text-center text-sm text-muted">Your journal could not be loaded.</p>;
  if (data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <BookHeart className="size-8 text-subtle" aria-hidden />
        <p className="text-sm text-muted">No journal entries yet</p>
      </div>
    );
  }
  return (
    <ScrollArea className="-mx-2 max-h-[60dvh]">
      <ul className="grid gap-2 px-2" aria-label="Journal entries">
        {data.slice(0, MODAL_ENTRY_LIMIT).map((entry) => (
          <JournalRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </ScrollArea>
  );
}

function JournalRow({ entry }: { entry: JournalEntry }) {
  const Icon = KIND_ICON[entry.kind];
  const tones = parseDominantTones(entry.dominantTones);
  return (
    <li className="rounded-xl border border-border bg-surface-sunken/70 p-4">
      <div className="flex items-center justify-between gap-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <Icon className="size-3.5" aria-hidden />
          {KIND_LABEL[entry.kind]}
        </span>
        <time dateTime={entry.createdAt}>{relativeDate(entry.createdAt)}</time>
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-foreground">{entry.preview || 'Text not available'}</p>
      {tones.length > 0 && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {tones.map((tone) => (
            <span
              key={tone}
              className="inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-xs capitalize text-muted"
            >
              <span className="size-2 rounded-full" style={{ background: toneColour(tone) }} aria-hidden />
              {tone}
            </span>
          ))}
        </div>
      )}
    </li>
  );
}
