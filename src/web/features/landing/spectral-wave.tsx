/**
 * The hero's illustration: a sample sentence drawn as spectral bars, each bar a character's value
 * and colour from the engine's table (pure, tiny modules; the language model is not loaded here).
 * The bars breathe with CSS; reduced motion stills them.
 */
import { characterValue, codePoints } from '@engine/characters';
import { hueOf } from '@engine/colour';

const SAMPLE = 'I feel calm and hopeful about tomorrow, and a little nervous too.';

const BARS = codePoints(SAMPLE).map((point, index) => {
  const value = characterValue(point);
  return { index, value, hue: hueOf(value) };
});

export function SpectralWave() {
  return (
    <figure
      className="glass-card relative overflow-hidden rounded-3xl p-6 sm:p-8"
      aria-label="A sentence as a spectrum"
    >
      <div className="flex h-44 items-end gap-[3px] sm:h-56">
        {BARS.map(({ index, value, hue }) => (
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
        <span className="font-medium text-foreground">“{SAMPLE}”</span>
        <span className="mt-1 block text-xs text-subtle">
          Each bar is one character, coloured by its emotional band.
        </span>
      </figcaption>
    </figure>
  );
}
