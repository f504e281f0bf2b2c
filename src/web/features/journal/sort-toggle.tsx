/** The journal's sort toggle: names the current order; pressing it switches (spec §4). */
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toggleOrder, type SortOrder } from './entries';
import { useTranslation } from 'react-i18next';

export function SortToggle({ order, onChange }: { order: SortOrder; onChange: (order: SortOrder) => void }) {
  const { t } = useTranslation();
  const label = (of: SortOrder) => t(`journal.sort.${of}`);
  const Icon = order === 'newest' ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-8 px-2.5 text-xs text-muted hover:text-foreground"
      onClick={() => onChange(toggleOrder(order))}
      aria-label={t('journal.sort.label', { order: label(order) })}
      title={t('journal.sort.title', { order: label(order), next: label(toggleOrder(order)) })}
    >
      <Icon aria-hidden />
      {label(order)}
    </Button>
  );
}
