/**
 * Sample journal exports the import tests write themselves: Markdown files (zipped with fflate,
 * modification times kept), Day One and journiv JSON in the shapes those apps export, and CSV.
 */
import { zipSync, strToU8, type Zippable } from 'fflate';

export const DAY_ONE_ENTRIES = [
  {
    text: 'Walked along the harbour at dawn and felt calm and grateful.',
    creationDate: '2021-04-02T06:15:00Z',
  },
  {
    text: '# Hard day\n\nThe meeting went badly and I am frustrated. ![](dayone-moment://ABC123)',
    creationDate: '2021-04-03T19:40:00Z',
  },
  // A photo-only entry: no text to analyse.
  { creationDate: '2021-04-04T10:00:00Z', photos: [{ identifier: 'ABC123' }] },
];

export function dayOneJson(entries: readonly object[] = DAY_ONE_ENTRIES): string {
  return JSON.stringify(
    {
      metadata: { version: '1.0' },
      entries: entries.map((entry, index) => ({
        uuid: `D1${String(index).padStart(30, '0')}`,
        modifiedDate: '2021-05-01T00:00:00Z',
        timeZone: 'Europe/London',
        starred: false,
        ...entry,
      })),
    },
    null,
    2,
  );
}

export function journivJson(): string {
  return JSON.stringify(
    {
      export_version: '1.0',
      export_date: '2025-01-10T09:00:00Z',
      app_version: '0.1.0',
      user_email: 'me@example.com',
      journals: [
        {
          title: 'Daily',
          created_at: '2024-01-01T00:00:00Z',
          updated_at: '2024-01-01T00:00:00Z',
          entries: [
            {
              title: 'New year',
              content: 'A quiet start. I feel hopeful about the months ahead.',
              entry_date: '2024-01-01',
              entry_datetime_utc: '2024-01-01T20:30:00Z',
              entry_timezone: 'UTC',
              created_at: '2024-01-01T20:31:00Z',
              updated_at: '2024-01-01T20:31:00Z',
            },
            {
              title: null,
              content: 'Tired and a little anxious about work tomorrow.',
              entry_date: '2024-01-02',
              entry_datetime_utc: '2024-01-02T22:05:00Z',
              created_at: '2024-01-02T22:06:00Z',
              updated_at: '2024-01-02T22:06:00Z',
            },
          ],
        },
      ],
    },
    null,
    2,
  );
}

export interface MarkdownFile {
  name: string;
  text: string;
  mtime?: Date;
}

export function zipOf(files: readonly MarkdownFile[]): Buffer {
  const zippable: Zippable = {};
  for (const file of files) zippable[file.name] = [strToU8(file.text), { mtime: file.mtime ?? new Date() }];
  return Buffer.from(zipSync(zippable));
}

/** A CSV of `count` entries, one a day from 2020-01-01. */
export function csvOf(count: number): string {
  const lines = ['date,text'];
  const moods = [
    'calm and content',
    'worried and tense',
    'joyful and warm',
    'tired but hopeful',
    'angry, then sorry',
  ];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    lines.push(`${day},"Entry ${i + 1}: today I felt ${moods[i % moods.length]}, and I wrote it down."`);
  }
  return lines.join('\n') + '\n';
}
