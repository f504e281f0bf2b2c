import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AXIS_KEYS } from '@engine/axes';
import { rewordToward } from './reword';

const TEXTS = [
  "You never listen to me. I'm done explaining myself.",
  'Thank you so much for yesterday, it meant a lot to me.',
  'The meeting is moved to Thursday at 10am.',
  'Maybe we could try the other plan, I am not sure.',
  'I HATE this stupid job and everyone in it!!!',
  'I love you but I am so tired of fighting about money.',
  'Whatever. Do what you want, I do not care.',
  'I know exactly what I want and I will get it.',
  'I feel calm today. The walk by the river was quiet.',
  "I'm torn between staying and leaving, and I keep changing my mind.",
];

describe('rewording toward a slider move', () => {
  it("moves the engine's own reading in the asked direction for at least 80 % of single-slider moves of 0.3", () => {
    let moves = 0;
    let right = 0;
    const misses: string[] = [];
    for (const text of TEXTS) {
      const reading = analyse(text, 'tonelens');
      for (const key of AXIS_KEYS) {
        for (const delta of [0.3, -0.3]) {
          const target = reading[key] + delta;
          if (target < 0 || target > 1) continue;
          moves++;
          const direction = delta > 0 ? 'high' : 'low';
          const reworded = rewordToward(text, key, direction);
          const after = reworded === null ? reading[key] : analyse(reworded, 'tonelens')[key];
          if (delta > 0 ? after > reading[key] : after < reading[key]) right++;
          else misses.push(`${key} ${direction}: ${text}`);
        }
      }
    }
    expect(moves).toBeGreaterThanOrEqual(40);
    expect(right / moves, misses.join('\n')).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps the text it rewords', () => {
    const reworded = rewordToward('The meeting is moved to Thursday at 10am.', 'warmthDetachment', 'high');
    expect(reworded).toContain('Thursday at 10am');
  });
});
