/** The analysis mode selector (defaults to plain in the panel, spec §4). */
import { ANALYSIS_MODES, type AnalysisMode } from '@engine/modes';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useTranslation } from 'react-i18next';

export function ModeSelect({
  value,
  onChange,
}: {
  value: AnalysisMode;
  onChange: (mode: AnalysisMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2">
      <Label htmlFor="analysis-mode">{t('analyser.modeLabel')}</Label>
      <Select value={value} onValueChange={(next) => onChange(next as AnalysisMode)}>
        <SelectTrigger id="analysis-mode" className="sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ANALYSIS_MODES.map((mode) => (
            <SelectItem key={mode} value={mode}>
              {t(`modes.${mode}.label`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
