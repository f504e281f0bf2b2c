import { describe, expect, it } from 'vitest';
import { analyse } from './analyse';
import { LANGUAGE_CAP, readLanguage } from './language';

const ENGLISH =
  'I finally handed in the report today. I am exhausted, but proud that I did not give up halfway, ' +
  'and my sister called tonight to say she was proud of me too.';
const SPANISH =
  'Hoy me he despertado con un nudo en el estómago y no sé muy bien por qué. Mi hermana me llamó ' +
  'esta tarde y hablamos casi dos horas. Hacía meses que no nos reíamos tanto juntas.';
const GERMAN =
  'Es hat den ganzen Tag geregnet und ich bin mit einem Buch zu Hause geblieben. Manchmal ist ein ' +
  'ruhiger Tag genau das Richtige, auch wenn ich eigentlich viel zu tun hätte.';

describe('readLanguage', () => {
  it('reads an English journal entry as English', () => {
    expect(readLanguage(ENGLISH)).toEqual({ detected: 'en', readsEnglish: true });
  });

  it('says a Spanish or German paragraph is not English, and names its language', () => {
    expect(readLanguage(SPANISH)).toEqual({ detected: 'es', readsEnglish: false });
    expect(readLanguage(GERMAN)).toEqual({ detected: 'de', readsEnglish: false });
  });

  it('makes no claim on a text too short to tell', () => {
    // "Ciao" and "Hola" are also words English writers use; a detector cannot tell from so little.
    for (const text of ['Hola!', 'Ciao bella', 'Danke schön', 'ok', '', '🙂🙂🙂', '12345 67890'])
      expect(readLanguage(text)).toEqual({ detected: null, readsEnglish: true });
  });

  it('reads English tweets with links, handles and tags as English', () => {
    expect(
      readLanguage('RT @anonymous Many thanks to @anonymous for designing the new logo http://url_removed'),
    ).toMatchObject({ readsEnglish: true });
    expect(readLanguage('Louisiana income tax repeal advances http://url_removed')).toMatchObject({
      readsEnglish: true,
    });
  });

  it('does not take a Latin-script text for a language of another script', () => {
    // tinyld names Hindi for this English table; the script says otherwise.
    const table =
      'here you go: |Games|Home|Away|Team|vs W-L 18-19| |:-|:-|:-|:-|-:| |1|1|0|Golden State|0-1| ' +
      '|2|1|1|Houston|0-0| |2|1|1|Oklahoma City|0-0| |2|0|2|Toronto|1-1|';
    expect(readLanguage(table).readsEnglish).toBe(true);
  });

  it('names a language written in another script', () => {
    expect(
      readLanguage('Сегодня я проснулась с тяжёлым чувством и не понимаю почему. Сестра позвонила вечером.'),
    ).toEqual({ detected: 'ru', readsEnglish: false });
  });

  it('reads only the start of a long text', () => {
    const mixed = SPANISH.repeat(Math.ceil(LANGUAGE_CAP / SPANISH.length)) + ENGLISH.repeat(1000);
    expect(readLanguage(mixed)).toEqual({ detected: 'es', readsEnglish: false });
    expect(readLanguage(ENGLISH.repeat(100) + SPANISH.repeat(1000)).readsEnglish).toBe(true);
  });
});

describe('analyse carries the reading', () => {
  it('in the modes that read words, not in Spectral Binary', () => {
    for (const mode of ['plain', 'tonelens', 'full'] as const) {
      expect(analyse(SPANISH, mode).language).toEqual({ detected: 'es', readsEnglish: false });
      expect(analyse(ENGLISH, mode).language).toEqual({ detected: 'en', readsEnglish: true });
    }
    expect('language' in analyse(SPANISH, 'spectral')).toBe(false);
  });
});
