import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args';

const bin = new URL('../../bin/tonelens.mjs', import.meta.url).pathname;

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('argument parsing', () => {
  it('reads commands, modes and files', () => {
    expect(parseArgs(['analyse', '--mode', 'spectral', '-'])).toEqual({
      kind: 'analyse',
      mode: 'spectral',
      file: '-',
    });
    expect(parseArgs(['analyse', '--mode=plain', 'notes.txt'])).toEqual({
      kind: 'analyse',
      mode: 'plain',
      file: 'notes.txt',
    });
    expect(parseArgs(['analyse'])).toEqual({ kind: 'analyse', mode: 'full', file: '-' });
    expect(parseArgs(['batch', '--mode', 'tonelens'])).toEqual({
      kind: 'batch',
      mode: 'tonelens',
      input: '-',
      inputFormat: null,
      textColumn: 'text',
      idColumn: 'id',
      output: 'jsonl',
      sentences: false,
      workers: null,
    });
    expect(
      parseArgs([
        'batch',
        'corpus.csv',
        '--text-column=body',
        '--id-column',
        'doc',
        '--output',
        'csv',
        '--sentences',
        '--workers',
        '2',
      ]),
    ).toMatchObject({
      input: 'corpus.csv',
      textColumn: 'body',
      idColumn: 'doc',
      output: 'csv',
      sentences: true,
      workers: 2,
    });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
  });
  it('refuses unknown flags, modes and commands', () => {
    expect(() => parseArgs(['analyse', '--fast'])).toThrow(UsageError);
    expect(() => parseArgs(['analyse', '--mode', 'loud'])).toThrow(/--mode needs/);
    expect(() => parseArgs(['summarise'])).toThrow(/unknown command/);
    expect(() => parseArgs(['batch', 'a.txt', 'b.txt'])).toThrow(/at most one INPUT/);
    expect(() => parseArgs(['batch', '--output', 'xml'])).toThrow(/--output needs one of jsonl, csv/);
    expect(() => parseArgs(['batch', '--workers', '0'])).toThrow(/--workers needs/);
    expect(() => parseArgs(['analyse', '--sentences'])).toThrow(/unknown option/);
  });
});

describe('tonelens command', () => {
  it.each([
    ['A', 0.04, 246],
    ['Z', 0.99, 873],
    ['a', 0.02, 233],
    ['t', 0.96, 854],
    ['z', 0.986, 871],
    ['S', 0.94, 840],
    [' ', 0, 220],
    ['5', 0.05, 253],
    ['é', 0.33, 438],
  ])('analyses %j from stdin in spectral mode', (char, value, hz) => {
    const { status, stdout } = run(['analyse', '--mode', 'spectral', '-'], char);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(result.characterValues).toEqual([value]);
    expect(result.frequencyHz).toBe(hz);
  });

  it('treats a space as 0 and an emoji as one character', () => {
    expect(JSON.parse(run(['analyse', '--mode', 'spectral', '-'], 'a b').stdout).characterValues).toEqual([
      0.02, 0, 0.07,
    ]);
    expect(JSON.parse(run(['analyse', '--mode', 'spectral', '-'], '😀').stdout).characterValues).toHaveLength(
      1,
    );
  });

  it('prints every DESIGN.md field in full mode, from a file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tonelens-cli-'));
    const file = join(dir, 'note.txt');
    writeFileSync(file, 'I love you so much, thank you for everything.');
    const { status, stdout } = run(['analyse', '--mode', 'full', file]);
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    for (const field of [
      'mode',
      'wordCount',
      'characterCount',
      'sentimentClassification',
      'sentimentScore',
      'characterValues',
      'deepTonePercentage',
      'suspendedTonePercentage',
      'brightTonePercentage',
      'openingTone',
      'peakIntensity',
      'resolution',
      'frequencyData',
      'averageValue',
      'frequencyHz',
      'band',
      'warmthDetachment',
      'certaintyAmbiguity',
      'intensityRestraint',
      'conflictCoherence',
      'toneLensSummary',
      'tensionDetected',
      'echoRoomSuggestion',
      'sentences',
      'language',
    ]) {
      expect(result).toHaveProperty(field);
    }
    expect(result.sentimentClassification).toBe('positive');
    // One sentence: its range is the whole text and it reads warm (issue 12).
    expect(result.sentences).toMatchObject([{ start: 0, end: 45, standout: 'warm' }]);
  });

  it('says in one line on stderr when the text reads as another language (issue 18)', () => {
    const spanish =
      'Hoy me he despertado con un nudo en el estómago y no sé muy bien por qué. ' +
      'Mi hermana me llamó esta tarde y hablamos casi dos horas.';
    const foreign = run(['analyse', '--mode', 'plain', '-'], spanish);
    expect(foreign.status).toBe(0);
    expect(JSON.parse(foreign.stdout).language).toEqual({ detected: 'es', readsEnglish: false });
    expect(foreign.stderr).toBe(
      'tonelens: ToneLens reads English. This text looks like Spanish, so these readings may not mean much.\n',
    );
    const english = run(
      ['analyse', '--mode', 'plain', '-'],
      'I love you so much, thank you for everything you did for me this year.',
    );
    expect(JSON.parse(english.stdout).language).toEqual({ detected: 'en', readsEnglish: true });
    expect(english.stderr).toBe('');
  });

  it('streams batch results in order, one line per input, with errors in place', () => {
    const input = [
      '{"id":1,"text":"I am happy"}',
      'oops',
      '{"id":"b","text":"I am so sad"}',
      '{"id":3}',
    ].join('\n');
    const { status, stdout } = run(['batch', '--mode', 'plain'], input);
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id ?? null)).toEqual([1, null, 'b', 3]);
    expect(lines[0].sentimentClassification).toBe('positive');
    expect(lines[1]).toEqual({ id: null, line: 2, error: 'invalid JSON' });
    expect(lines[2].sentimentClassification).toBe('concerned');
    expect(lines[3].error).toMatch(/text/);
    expect(status).toBe(1);
  });

  it('exits 2 with a one-line error for an unknown flag or an unreadable file', () => {
    const flag = run(['analyse', '--loud']);
    expect(flag.status).toBe(2);
    expect(flag.stderr.trim().split('\n')).toHaveLength(1);
    expect(flag.stderr).toMatch(/unknown option '--loud'/);
    const missing = run(['analyse', '/no/such/file.txt']);
    expect(missing.status).toBe(2);
    expect(missing.stderr.trim()).toBe("tonelens: cannot read '/no/such/file.txt' (ENOENT)");
  });

  it('prints help', () => {
    const { status, stdout } = run(['--help']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/tonelens analyse/);
  });
});
