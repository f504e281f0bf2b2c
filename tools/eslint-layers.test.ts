import { describe, expect, it } from 'vitest';
import { importViolation } from './eslint-layers.js';

describe('import direction (DESIGN.md)', () => {
  it('keeps the engine pure', () => {
    expect(importViolation('src/engine/analyse.ts', './nlp')).toBeNull();
    expect(importViolation('src/engine/analyse.ts', 'wink-nlp')).toBeNull();
    expect(importViolation('src/engine/analyse.ts', 'node:fs')).toMatch(/pure/);
    expect(importViolation('src/engine/analyse.ts', '../contract/common')).toMatch(/engine may not import/);
    expect(importViolation('src/engine/analyse.ts', '@contract/common')).toMatch(/engine may not import/);
  });

  it('lets the contract use only the engine', () => {
    expect(importViolation('src/contract/common.ts', '../engine/modes')).toBeNull();
    expect(importViolation('src/contract/common.ts', '../server/app')).toMatch(/contract may not import/);
  });

  it('separates server, web and cli', () => {
    expect(importViolation('src/server/app.ts', '../contract/common')).toBeNull();
    expect(importViolation('src/server/app.ts', '../web/main')).toMatch(
      /server may not import from src\/web/,
    );
    expect(importViolation('src/web/main.tsx', '../server/app')).toMatch(
      /web may not import from src\/server/,
    );
    expect(importViolation('src/cli/main.ts', '@engine/analyse')).toBeNull();
    expect(importViolation('src/cli/main.ts', '../server/config')).toMatch(/cli may not import/);
  });

  it('keeps web features apart', () => {
    expect(importViolation('src/web/features/journal/journal-card.tsx', './entry-list')).toBeNull();
    expect(importViolation('src/web/features/journal/journal-card.tsx', '@/components/ui/button')).toBeNull();
    expect(importViolation('src/web/features/journal/journal-card.tsx', '@/features/analyser/x')).toMatch(
      /feature 'journal' may not import feature 'analyser'/,
    );
    expect(importViolation('src/web/features/journal/api/list.ts', '../../echoroom/card')).toMatch(
      /may not import feature 'echoroom'/,
    );
    expect(importViolation('src/web/app/router.tsx', '@/features/journal/journal-card')).toBeNull();
  });
});
