/**
 * One journal entry in a list: what kind it is (icon and label), its §9 relative date, the
 * preview ('Text not available' when empty) and its dominant tones. The whole row opens it.
 */
import type { ComponentProps } from 'react';
import { BookHeart, Ear, MessageSquareText, type LucideIcon } from 'lucide-react';
import { parseDominantTones, type JournalEntry, type JournalKind } from '@contract/journal';
import { relativeDay } from '@/i18n/format';
import { toneColour } from '@engine/colour';
import { cn } from '@/lib/utils';
import { useTranslation } from 'react-i18next';

export const KIND_ICON: Readonly<Record<JournalKind, LucideIcon>> = {
  analysis: BookHeart,
  conversation: MessageSquareText,
  reflection: Ear,
};

const KIND_TINT: Readonly<Record<JournalKind, string>> = {
  analysis: 'text-accent',
  conversation: 'text-[#9adcf5]',
  reflection: 'text-primary',
};

export function EntryRow({
  entry,
  onOpen,
  clamp = 2,
  ...item
}: {
  entry: JournalEntry;
  onOpen: (entry: JournalEntry) => void;
  /** Lines of preview shown; 0 shows all of it. */
  clamp?: 0 | 2 | 3;
} & Omit<ComponentProps<'li'>, 'children' | 'onClick'>) {
  const { t } = useTranslation();
  const Icon = KIND_ICON[entry.kind];
  const tones = parseDominantTones(entry.dominantTones);
  const preview = entry.preview.trim();
  return (
    <li data-kind={entry.kind} {...item}>
      <button
        type="button"
        onClick={() => onOpen(entry)}
        className="group grid w-full gap-2 rounded-xl border border-border bg-surface-sunken/70 p-3.5 text-left outline-none transition-colors hover:border-border-strong hover:bg-surface-raised/70 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-center justify-between gap-3 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5 font-medium">
            <Icon className={cn('size-3.5', KIND_TINT[entry.kind])} aria-hidden />
            {t(`journal.kind.${entry.kind}`)}
          </span>
          <time dateTime={entry.createdAt}>{relativeDay(entry.createdAt)}</time>
        </span>
        <span
          className={cn(
            'block text-sm leading-relaxed',
            preview ? 'text-foreground' : 'italic text-muted',
            clamp === 2 && 'line-clamp-2',
            clamp === 3 && 'line-clamp-3',
          )}
        >
          {preview || t('journal.noText')}
        </span>
        {tones.length > 0 && (
          <span className="flex flex-wrap gap-1.5">
            {tones.map((tone) => (
              <span
                key={tone}
                className="inline-flex items-center gap-1.5 rounded-full border border-border px-2 py-0.5 text-[0.6875rem] capitalize text-muted"
              >
                <span
                  className="size-1.5 rounded-full"
                  style={{ background: toneColour(tone) }}
                  aria-hidden
                />
                {tone}
              </span>
            ))}
          </span>
        )}
      </button>
    </li>
  );
}
