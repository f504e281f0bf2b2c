/**
 * The framed chat in Spanish, French and German (issue 18): the reply comes in the user's
 * language with no sentence of the English template left, keeps the English chat's rules (every
 * question answered, a rewording when asked, slider moves told in the direction they went, a new
 * angle on AI Response pressed again and never the same reply twice), and different inputs get
 * different replies. English is pinned by ../framed.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { AXIS_KEYS } from '@engine/axes';
import type { ChatMessage } from '@contract/framed';
import { analysed, chatMessage as message, valuesOf } from '../../../testing/ai-inputs';
import { questionsIn } from '../conversation';
import { createLocalProvider } from '../local-provider';
import { shortQuote } from '../wording';
import { de } from './de';
import { es } from './es';
import { framedDe } from './framed-de';
import { framedEs } from './framed-es';
import { framedFr } from './framed-fr';
import { fr } from './fr';
import { polishIn } from './framed-chat';
import { questionWordsFor } from './questions';
import { moveEffect } from './reanalysis';
import type { FramedPhrases, OtherLanguage, Phrases } from './types';

const HOSTILE = "Fine, do whatever you want. I don't care anymore. You always decide without asking me.";
const UNSURE = 'Maybe we could go, I guess, if you want to?';
const WARM = 'Thank you so much for the lovely dinner last night. I really appreciate you.';

/** What the user asks, in each language: why it sounds cold and how to say it kindly; a statement. */
const ASKED: Readonly<
  Record<OtherLanguage, { two: string; statement: string; harsh: string; lessHarsh: string }>
> = {
  es: {
    lessHarsh: '¿Cómo podría decirlo de forma menos brusca?',
    two: '¿Por qué mi mensaje suena tan frío?\n¿Y cómo podría decirlo con más cariño?',
    statement: 'Solo quería desahogarme un poco.',
    harsh: '¿Es demasiado duro?',
  },
  fr: {
    lessHarsh: 'Comment pourrais-je le formuler de façon moins dure ?',
    two: 'Pourquoi mon message paraît-il si froid ?\nEt comment pourrais-je le dire plus gentiment ?',
    statement: 'Je voulais juste vider mon sac.',
    harsh: 'Est-ce trop dur ?',
  },
  de: {
    lessHarsh: 'Wie könnte ich es weniger hart formulieren?',
    two: 'Warum klingt meine Nachricht so kalt?\nUnd wie könnte ich es freundlicher sagen?',
    statement: 'Ich wollte nur kurz Dampf ablassen.',
    harsh: 'Ist das zu hart?',
  },
};

/** The English template's sentences, by the words each starts or turns on (../framed.ts). */
const ENGLISH_TEMPLATE =
  /You turned|In your text|is what holds it|One way to say it|Reworded that way|The AI alternative|Your sliders|You asked|On “|Here is one way|I could not find|No dimension leans|Most of it comes|It reads with|actually reads it|Another angle|That comes most|Leaning toward|Compared with|Looking at one sentence|nothing new to add|would carry it there|the text would|The writing|Which dimension would|If you could change/u;
/** English words none of the three languages' sentences use. */
const ENGLISH_WORDS =
  /\b(?:the|and|you|your|with|this|what|reads|toward|would|could|which|turned|from|there|when|most|comes|through|because|another)\b/iu;

const provider = createLocalProvider();
const at = (text: string, language: OtherLanguage) => ({ ...analysed(text), language });

/** The reply with the quoted words (the user's, the rewordings) and brand names taken out. */
function ownWords(p: Phrases, reply: string): string {
  const [open, close] = p.quote('\u0000').split('\u0000') as [string, string];
  const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return reply
    .replace(new RegExp(`${escape(open)}.*?${escape(close)}`, 'gsu'), ' ')
    .replace(/ToneLens|Spectral Binary/gu, ' ');
}

/** The quoted passages of a reply, in order. */
function quotes(p: Phrases, reply: string): string[] {
  const [open, close] = p.quote('\u0000').split('\u0000') as [string, string];
  const parts = reply.split(open).slice(1);
  return parts.map((part) => part.slice(0, part.indexOf(close)));
}

const TABLES: ReadonlyArray<[OtherLanguage, Phrases, FramedPhrases]> = [
  ['es', es, framedEs],
  ['fr', fr, framedFr],
  ['de', de, framedDe],
];

describe.each(TABLES)('the framed chat in %s', (language, p, f) => {
  async function ask(
    text: string,
    history: ChatMessage[] = [],
    values = valuesOf(HOSTILE),
    original = HOSTILE,
    alternative: string | null = null,
  ) {
    const reply = await provider.framedReply({
      userMessage: at(text, language),
      emotionalValues: values,
      original: at(original, language),
      alternative: alternative === null ? null : at(alternative, language),
      conversationHistory: history,
      language,
    });
    expect(reply).toMatchObject({ language, source: 'local' });
    expect(reply.response.trim()).not.toBe('');
    expect(reply.response).not.toMatch(ENGLISH_TEMPLATE);
    expect(ownWords(p, reply.response), reply.response).not.toMatch(ENGLISH_WORDS);
    return reply.response;
  }

  it('finds both questions of a two-line message: a why and a request to reword', () => {
    const asked = questionsIn(ASKED[language].two, questionWordsFor(language));
    expect(asked.map((question) => [question.kind, question.axis])).toEqual([
      ['why', { key: 'warmthDetachment', direction: 'low' }],
      ['reword', { key: 'warmthDetachment', direction: 'high' }],
    ]);
    expect(questionsIn(ASKED[language].statement, questionWordsFor(language))).toEqual([]);
  });

  it('answers both questions, the second with a rewording of the text that reads warmer', async () => {
    const reply = await ask(ASKED[language].two);
    expect(reply).toContain(f.asked(2));
    const [why, how] = questionsIn(ASKED[language].two, questionWordsFor(language));
    expect(reply).toContain(f.on(p.quote(why!.text), ''));
    expect(reply).toContain(f.on(p.quote(how!.text), f.hereIsOneWay(f.more['warmthDetachment:high'], '')));
    expect(reply).toContain(f.sounds['warmthDetachment:low']);
    const rewording = quotes(p, reply).at(-1)!;
    expect(rewording).not.toBe(HOSTILE);
    expect(rewording).toContain('decide without asking me');
    expect(analyse(rewording, 'tonelens').warmthDetachment).toBeGreaterThan(
      valuesOf(HOSTILE).warmthDetachment,
    );
  });

  it('reads "less harsh" as a wish for more warmth', async () => {
    const reply = await ask(ASKED[language].lessHarsh);
    expect(reply).toContain(f.hereIsOneWay(f.more['warmthDetachment:high'], ''));
    const rewording = quotes(p, reply).at(-1)!;
    expect(analyse(rewording, 'tonelens').warmthDetachment).toBeGreaterThan(
      valuesOf(HOSTILE).warmthDetachment,
    );
  });

  it('tells every single-slider move in the direction it went, with both values', async () => {
    const original = 'The weather was fine today. I am not sure what you meant by that.';
    for (const key of AXIS_KEYS) {
      for (const delta of [0.3, -0.3]) {
        const from = valuesOf(original)[key];
        const to = Math.min(1, Math.max(0, from + delta));
        if (Math.abs(to - from) < 0.1) continue;
        const reply = await ask(ASKED[language].harsh, [], { ...valuesOf(original), [key]: to }, original);
        const comma = (value: number) => value.toFixed(2).replace('.', ',');
        const told = (up: boolean, direction: 'high' | 'low') =>
          f.moved(f.sliders[key], up, comma(from), comma(to), moveEffect(language, key, direction));
        expect(reply, reply).toContain(told(to > from, to > from ? 'high' : 'low'));
        expect(reply).not.toContain(told(to <= from, to > from ? 'low' : 'high'));
      }
    }
  });

  it('answers a statement with the dimension it leans on and invites a move', async () => {
    const reply = await ask(ASKED[language].statement);
    expect(reply.startsWith(f.unmoved)).toBe(true);
    expect(f.invitations.some((invitation) => reply.endsWith(invitation))).toBe(true);
  });

  it('gives a new angle each time AI Response is pressed again, then says there is nothing new', async () => {
    const values = { ...valuesOf(HOSTILE), warmthDetachment: 0.8 };
    const asked = ASKED[language].two;
    const history: ChatMessage[] = [message('user', asked, values)];
    const replies: string[] = [];
    for (let press = 0; press < 6; press++) {
      const reply = await ask(asked, [...history], values, HOSTILE, "I'd love for us to decide together.");
      replies.push(reply);
      history.push(message('ai', reply, values));
    }
    expect(new Set(replies).size).toBe(replies.length);
    expect(replies[1]!.startsWith(f.anotherAngle('').replace(/[:\s\u202f.]+$/u, ''))).toBe(true);
    expect(replies.some((reply) => reply.startsWith(f.compared('').slice(0, 20)))).toBe(true);
    const said = shortQuote({ quote: asked.replace(/\s+/gu, ' ').trim(), terms: [], weight: 0 });
    expect(replies.at(-1)).toBe(polishIn(f.nothingNew(p.quote(said), 5)));
  });

  it('gives different replies to different messages and texts, and the same to the same', async () => {
    const replies = [
      await ask(ASKED[language].two),
      await ask(ASKED[language].harsh),
      await ask(ASKED[language].statement),
      await ask(ASKED[language].harsh, [], valuesOf(UNSURE), UNSURE),
      await ask(ASKED[language].harsh, [], valuesOf(WARM), WARM),
    ];
    expect(new Set(replies).size).toBe(replies.length);
    expect(await ask(ASKED[language].harsh)).toBe(replies[1]);
  });
});
