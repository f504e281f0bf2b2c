/** The journal's sort toggle: names the current order; pressing it switches (spec §4). */
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SORT_LABEL, toggleOrder, type SortOrder } from './entries';

export function SortToggle({ order, onChange }: { order: SortOrder; onChange: (order: SortOrder) => void }) {
  const Icon = order === 'newest' ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2.5 text-xs text-muted hover:text-foreground"
      onClick={() => onChange(toggleOrder(order))}
      aria-label={`Sort: ${SORT_LABEL[order]}`}
      title={`Showing ${SORT_LABEL[order].toLowerCase()}; press for ${SORT_LABEL[toggleOrder(order)].toLowerCase()}`}
    >
      <Icon aria-hidden />
      {SORT_LABEL[order]}
    </Button>
  );
}
