import { describe, expect, it } from 'vitest';
import { ImportFileError } from './errors';
import { readUpload } from './read';
import { csvOf, dayOneJson, journivJson, zipOf } from './samples';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const read = (name: string, text: string | Buffer, options = {}) =>
  readUpload(name, typeof text === 'string' ? Buffer.from(text) : text, { now: NOW, ...options });

async function refusal(name: string, text: string | Buffer, options = {}): Promise<string> {
  try {
    await read(name, text, options);
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFileError);
    return (error as Error).message;
  }
  throw new Error('the upload was accepted');
}

describe('Markdown and text files', () => {
  it('date an entry by front matter, then the file name, then the file time', async () => {
    const mtime = new Date('2023-06-07T08:09:00Z');
    const zip = zipOf([
      { name: 'notes/a.md', text: '---\ntitle: A\ndate: 2022-02-03\n---\n\nFront matter wins.\n' },
      { name: 'notes/2022-03-04 walk.md', text: 'The name gives the day.' },
      { name: 'notes/plain.txt', text: 'Only the file time.', mtime },
      { name: 'notes/empty.md', text: '---\ndate: 2022-01-01\n---\n\n' },
      { name: 'notes/photo.jpg', text: 'not text' },
      { name: '__MACOSX/notes/._a.md', text: 'resource fork' },
    ]);
    const { entries, skipped, formats } = await read('journal.zip', zip);
    expect(formats).toEqual(['markdown']);
    expect(skipped).toBe(1);
    const byText = Object.fromEntries(entries.map((entry) => [entry.text, entry]));
    expect(byText['Front matter wins.']?.date.toISOString()).toBe('2022-02-03T12:00:00.000Z');
    expect(byText['The name gives the day.']?.date.toISOString()).toBe('2022-03-04T12:00:00.000Z');
    const plain = byText['Only the file time.'];
    // DOS times in a zip have two-second steps.
    expect(Math.abs(plain!.date.getTime() - mtime.getTime())).toBeLessThanOrEqual(2000);
    expect(plain!.statedDate).toBeNull();
  });

  it('read a single file with a date-time in its front matter', async () => {
    const { entries } = await read('day.md', '---\ndate: 2024-05-06T21:30:00+02:00\n---\nEvening thoughts.');
    expect(entries).toMatchObject([{ text: 'Evening thoughts.', format: 'markdown' }]);
    expect(entries[0]!.date.toISOString()).toBe('2024-05-06T19:30:00.000Z');
  });

  it('refuse broken front matter with the file and line, and never run JavaScript front matter', async () => {
    const zip = zipOf([
      { name: 'good.md', text: 'Fine.' },
      { name: 'bad.md', text: '---\ntitle: ok\ndate: [unclosed\n---\nText' },
    ]);
    expect(await refusal('export.zip', zip)).toMatch(
      /^export\.zip\/bad\.md line [34]: the front matter is not valid YAML/,
    );
    expect(await refusal('x.md', '---\ntitle: x\ndate: last tuesday\n---\nText')).toBe(
      "x.md line 3: 'last tuesday' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)",
    );
    const js = '---js\n{ date: (globalThis.pwned = 1, "2024-01-01") }\n---\nText';
    expect(await refusal('evil.md', js)).toMatch(/^evil\.md line \d+: .*JavaScript/);
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });
});

describe('Day One', () => {
  it('reads entries[].text and creationDate, leaving photo-only entries and photo links out', async () => {
    const { entries, skipped, formats } = await read('Journal.json', dayOneJson());
    expect(formats).toEqual(['dayone']);
    expect(skipped).toBe(1);
    expect(entries.map((entry) => [entry.text, entry.date.toISOString()])).toEqual([
      ['Walked along the harbour at dawn and felt calm and grateful.', '2021-04-02T06:15:00.000Z'],
      ['# Hard day\n\nThe meeting went badly and I am frustrated.', '2021-04-03T19:40:00.000Z'],
    ]);
  });

  it("reads the JSON inside Day One's zip, next to its photos", async () => {
    const zip = zipOf([
      { name: 'Journal.json', text: dayOneJson() },
      { name: 'photos/abc.jpeg', text: 'jpeg bytes' },
    ]);
    expect((await read('Export-Journal.zip', zip)).entries).toHaveLength(2);
  });

  it('names the line of an entry with a bad date, and of broken JSON', async () => {
    const json = dayOneJson([
      { text: 'ok', creationDate: '2021-01-01T00:00:00Z' },
      { text: 'x', creationDate: 'soon' },
    ]);
    const line = json.split('\n').findIndex((text) => text.includes('"soon"')) + 1;
    const message = await refusal('Journal.json', json);
    expect(message).toMatch(/^Journal\.json line \d+: entries\[1\]\.creationDate: 'soon' is not a date/);
    const stated = Number(/line (\d+)/.exec(message)![1]);
    // The line of the entry's opening brace, a few lines above its creationDate.
    expect(stated).toBeLessThanOrEqual(line);
    expect(stated).toBeGreaterThan(line - 10);
    expect(await refusal('Journal.json', '{\n  "entries": [\n    {"text": "a",}\n  ]\n}')).toMatch(
      /^Journal\.json line 3: is not valid JSON/,
    );
    expect(await refusal('other.json', '{"notes": []}')).toMatch(/is not a Day One or journiv export/);
  });
});

describe('journiv', () => {
  it('reads journals[].entries[] with the title as the first line', async () => {
    const { entries, formats } = await read('journiv_export.json', journivJson());
    expect(formats).toEqual(['journiv']);
    expect(entries.map((entry) => [entry.text, entry.date.toISOString()])).toEqual([
      ['New year\n\nA quiet start. I feel hopeful about the months ahead.', '2024-01-01T20:30:00.000Z'],
      ['Tired and a little anxious about work tomorrow.', '2024-01-02T22:05:00.000Z'],
    ]);
  });

  it('reads the later moments[] shape too', async () => {
    const json = JSON.stringify({
      export_version: '2.0',
      journals: [],
      moments: [
        {
          logged_at_utc: '2025-02-01T08:00:00Z',
          entry: { title: 'Morning', content_plain_text: 'Bright and rested.' },
        },
        { logged_at_utc: '2025-02-02T08:00:00Z', entry: null, primary_mood_name: 'good' },
      ],
    });
    const { entries, skipped } = await read('data.json', json);
    expect(skipped).toBe(1);
    expect(entries.map((entry) => [entry.text, entry.date.toISOString()])).toEqual([
      ['Morning\n\nBright and rested.', '2025-02-01T08:00:00.000Z'],
    ]);
  });
});

describe('CSV', () => {
  it('reads a text column and an optional date column', async () => {
    const { entries, formats } = await read('journal.csv', csvOf(3));
    expect(formats).toEqual(['csv']);
    expect(entries.map((entry) => entry.date.toISOString().slice(0, 10))).toEqual([
      '2020-01-01',
      '2020-01-02',
      '2020-01-03',
    ]);
    const undated = await read('notes.csv', 'content\n"Line one,\nstill line one"\nSecond\n', {
      modifiedAt: new Date('2024-01-01T10:00:00Z'),
    });
    expect(undated.entries.map((entry) => [entry.text, entry.statedDate])).toEqual([
      ['Line one,\nstill line one', null],
      ['Second', null],
    ]);
    const chosen = await read('x.csv', 'when,what\n2024-02-02,Chosen columns\n', {
      textColumn: 'what',
      dateColumn: 'when',
    });
    expect(chosen.entries[0]?.text).toBe('Chosen columns');
  });

  it('refuses a bad row with its line', async () => {
    const csv = 'date,text\n2024-01-01,fine\n2024-01-02,also fine\n31/12/2024,bad date\n';
    expect(await refusal('journal.csv', csv)).toBe(
      "journal.csv line 4: '31/12/2024' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)",
    );
    expect(await refusal('journal.csv', 'date,text\n2024-01-01,a\n2024-01-02,b,extra\n')).toMatch(
      /^journal\.csv line 3: Invalid Record Length/,
    );
    expect(await refusal('journal.csv', 'day,words\n2024-01-01,a\n')).toBe(
      "journal.csv line 1: has no 'text' (or content, entry, body) column; the header is day, words",
    );
  });
});

describe('any upload', () => {
  it('refuses what it cannot read, naming the file', async () => {
    expect(await refusal('photo.png', 'png')).toMatch(/^photo\.png: is not a file ToneLens can import/);
    expect(await refusal('notes.md', Buffer.from([0xff, 0xfe, 0x41]))).toBe('notes.md: is not UTF-8 text');
    expect(await refusal('broken.zip', Buffer.from('PK\u0003\u0004 not really'))).toMatch(/^broken\.zip: /);
    expect(await refusal('future.csv', 'date,text\n2030-01-01,later\n')).toMatch(/is in the future/);
  });
});
