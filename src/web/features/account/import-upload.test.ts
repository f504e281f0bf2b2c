import { describe, expect, it } from 'vitest';
import type { ImportResult } from '@contract/import';
import { translatorFor } from '@/i18n/test-translator';
import { importSummary } from './import-upload';

const result = (fields: Partial<ImportResult>): ImportResult => ({
  total: 3,
  imported: 3,
  duplicates: 0,
  skipped: 0,
  firstDate: null,
  lastDate: null,
  formats: ['markdown'],
  ...fields,
});

describe('importSummary', () => {
  it('says in English what came in, as before', () => {
    const t = translatorFor('en');
    expect(
      importSummary(
        'Journal.json',
        result({
          firstDate: '2021-04-02T08:00:00.000Z',
          lastDate: '2021-04-03T21:00:00.000Z',
          duplicates: 1,
        }),
        t,
        'en',
      ),
    ).toBe('Imported 3 entries from Journal.json, dated 2021-04-02 to 2021-04-03 (1 already imported).');
    expect(importSummary('a.md', result({ imported: 1 }), t, 'en')).toBe('Imported 1 entry from a.md.');
    expect(importSummary('b.zip', result({ imported: 1200, duplicates: 2, skipped: 1 }), t, 'en')).toBe(
      'Imported 1,200 entries from b.zip (2 already imported; 1 without text skipped).',
    );
  });

  it('says it in German with German numbers and dates', () => {
    const text = importSummary(
      'b.zip',
      result({
        imported: 1200,
        skipped: 1,
        firstDate: '2021-04-02T08:00:00.000Z',
        lastDate: '2021-04-03T08:00:00.000Z',
      }),
      translatorFor('de'),
      'de',
    );
    expect(text).toBe(
      '1.200 Einträge aus b.zip importiert, vom 02.04.2021 bis 03.04.2021 (1 ohne Text übersprungen).',
    );
  });

  it('agrees in number in French', () => {
    const t = translatorFor('fr');
    expect(importSummary('a.md', result({ imported: 1 }), t, 'fr')).toBe('1 entrée importée depuis a.md.');
    expect(importSummary('a.md', result({ imported: 2, duplicates: 2 }), t, 'fr')).toBe(
      '2 entrées importées depuis a.md (2 déjà importées).',
    );
  });
});
