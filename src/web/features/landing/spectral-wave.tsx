/**
 * The hero's illustration: a sample sentence drawn as spectral bars, each bar a character's value
 * and colour from the engine's table (pure, tiny modules; the language model is not loaded here).
 * The bars breathe with CSS; reduced motion stills them.
 */
import { characterValue, codePoints } from '@engine/characters';
import { hueOf } from '@engine/colour';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The bars of the sample sentence in the language shown: the picture matches the words under it. */
const barsOf = (sample: string) =>
  codePoints(sample).map((point, index) => {
    const value = characterValue(point);
    return { index, value, hue: hueOf(value) };
  });

export function SpectralWave() {
  const { t } = useTranslation();
  const sample = t('landing.wave.sample');
  const bars = useMemo(() => barsOf(sample), [sample]);
  return (
    <figure
      className="glass-card relative overflow-hidden rounded-3xl p-6 sm:p-8"
      aria-label={t('landing.wave.label')}
    >
      <div className="flex h-44 items-end gap-[3px] sm:h-56">
        {bars.map(({ index, value, hue }) => (
          <span
            key={index}
            className="flex-1 origin-bottom rounded-full"
            style={{
              height: `${8 + value * 92}%`,
              background: `linear-gradient(180deg, hsl(${hue} 80% 70%), hsl(${hue} 80% 60% / 0.25))`,
              animation: `breathe ${2.4 + (index % 5) * 0.35}s ease-in-out ${index * 0.04}s infinite`,
            }}
            aria-hidden
          />
        ))}
      </div>
      <figcaption className="mt-5 text-sm text-muted">
        <span className="font-medium text-foreground">{t('landing.wave.quoted', { sample })}</span>
        <span className="mt-1 block text-xs text-subtle">{t('landing.wave.caption')}</span>
      </figcaption>
    </figure>
  );
}
