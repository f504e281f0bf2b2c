/** 'Serenity - calm, peaceful' (the engine's emotionalContext) in the language shown. */
import { useTranslation } from 'react-i18next';
import { emotionalBand } from '@engine/bands';

export function useToneContext(tone: number): string {
  const { t } = useTranslation();
  const band = emotionalBand(tone);
  return t('tunemind.context', {
    name: t(`bands.${band.name}.name`),
    meaning: t(`bands.${band.name}.context`),
  });
}
