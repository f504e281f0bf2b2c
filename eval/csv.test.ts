import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'id,text\r\n1,"Hello, ""world""\nsecond line"\r\n2,plain\n';
    expect(parseCsv(text)).toEqual([
      ['id', 'text'],
      ['1', 'Hello, "world"\nsecond line'],
      ['2', 'plain'],
    ]);
  });

  it('keeps empty fields and a last row without a line break', () => {
    expect(parseCsv('a,,c\n,"",')).toEqual([
      ['a', '', 'c'],
      ['', '', ''],
    ]);
  });

  it('keys records by the header, like EmoBank rows', () => {
    const text = 'id,split,V,A,D,text\nx1,dev,3.2,2.8,3.0,"Remember what she said? """\n';
    expect(parseCsvRecords(text)).toEqual([
      { id: 'x1', split: 'dev', V: '3.2', A: '2.8', D: '3.0', text: 'Remember what she said? "' },
    ]);
  });
});
