/**
 * Pins the alternative wording's properties (the targets) on a fixed set: 30 GoEmotions
 * comments labelled anger, annoyance, disapproval or disgust (Apache-2.0, copied so the test does
 * not need ../shared/eval) and our own harsh messages, judged by vader-sentiment as in
 * `npm run eval:ai`.
 */
import { describe, expect, it } from 'vitest';
import { rewriteText } from '../src/server/ai/local/rewrite/rewrite';
import { compound, contentWords, kept, measure } from './ai-metrics';
import { OWN_MESSAGES } from './ai-set';

const GOEMOTIONS: readonly string[] = [
  'I dont know, she seems pretty gangster to me.',
  "R/T DIDN'T WANT IT!!!!",
  'B, I dont frink coffee anyways',
  'No one likes him enough to tell him he’s wearing women’s glasses',
  "No, instant transmission is only to places you've been and people you know",
  'The parents are “retards” for not watching their kid near water.',
  "Shit he gets too close to a girl and she's liable to hit him with roach spray.",
  'Guys, even worse: He *paid* someone to set it up. Wow.',
  "You've not listened to him.",
  'Your belief is literally killing children',
  "So you're a liar.",
  "it will be the compilation of 3 games, don't get your expectations that high.",
  'I hate waking up. Being asleep doesn’t last long enough. Being asleep is so peaceful.',
  "I asked her before I told her. She took it on herself. I say NO all the time when I don't want to hear sadness and pain",
  'Find like-minded people you can have meaningful conversations with. Everything else I consider a waste of my spare time.',
  'Even if it’s available 24/7 on your new website 99% of it is ugly so people still won’t buy it.',
  'yup - he threw [NAME] under the bus with no guilt',
  'That’s cheating, gotta make a decision',
  'I refuse to read him any more. Just another [RELIGION] man getting a slap on the hand & a cover up job.',
  "You don't hand your baby to perfect strangers in public. You keep them close and mitigate exposure to the best of your ability.",
  '[NAME] damn it I hate when enemy keepers use their hands and stuff to keep the ball outside their goal. Make a mistake pls.',
  'If Ww3 breaks out in northern Asia as people expect. It will make things worse for you guys in the states - not better',
  "That's not what I've heard ;)",
  "That's the main reason to play [NAME]? I hate it too.",
  'Look! More complaining about people complaining, thus compounding the issue! What a happy little circle-jerk : ) You guys will never stop.',
  "They wont investigate cause the damage isn't worth $1000+",
  'Well then you obviously have no fucking clue what equality means.',
  'yeah but we really don’t want to be like them. it is an example of failed communism turned militaristic authoritarianism',
  "Yea can get a pic of me and my mates when we go out for drinks next So don't bother trying with jokes? Just keep it empty?",
  'nope, this is just older people not understanding how teens actually communicate',
];

const FIXED = [...GOEMOTIONS, ...OWN_MESSAGES];
const pairs = FIXED.map((before) => ({ before, after: rewriteText(before).text }));
const figures = measure(pairs);
const shown = JSON.stringify(figures, null, 1);

describe('alternative wording over a fixed set of hostile messages', () => {
  it('rewrites every message and the judge finds at least 80 % kinder, with a mean gain of 0.4 or more', () => {
    expect(figures.count).toBeGreaterThanOrEqual(50);
    expect(figures.rewritten, shown).toBeGreaterThanOrEqual(0.98);
    expect(figures.kinder, shown).toBeGreaterThanOrEqual(0.8);
    expect(figures.meanCompoundGain, shown).toBeGreaterThanOrEqual(0.4);
  });

  it('keeps the message: at least 60 % of content words overall, and never a stock reply', () => {
    expect(figures.contentKept, shown).toBeGreaterThanOrEqual(0.6);
    // Every rewrite of a message with some substance keeps some of its words (a stock reply
    // keeps none); a short outburst ('Shut up and leave me alone') may be said anew.
    for (const pair of pairs.filter((item) => contentWords(item.before).length > 4))
      expect(kept(pair.before, pair.after), pair.after).toBeGreaterThanOrEqual(0.25);
    // And no two messages come back the same.
    expect(new Set(pairs.map((pair) => pair.after)).size).toBe(pairs.length);
  });

  it('softens absolutes and removes insults, profanity, shouting and sarcasm markers', () => {
    expect(figures.withAbsolutes).toBeGreaterThanOrEqual(10);
    expect(figures.absolutesLeft, shown).toBeLessThanOrEqual(0.1);
    expect(figures.insultsLeft, shown).toBe(0);
    expect(figures.shoutingLeft, shown).toBe(0);
    expect(figures.sarcasmLeft, shown).toBe(0);
  });

  it('reads as natural English: no doubled words, sentences start with a capital, the text ends with a mark', () => {
    expect(figures.doubledWords, shown).toBe(0);
    expect(figures.badCapitalisation, shown).toBe(0);
    expect(figures.badEnding, shown).toBe(0);
    for (const pair of pairs) {
      expect(pair.after, pair.before).not.toMatch(/\s[,.;:?!]|[,;:][.?!]|\.\.(?!\.)|\s{2}/u);
      expect(pair.after, pair.before).not.toMatch(/!/u);
    }
  });

  it('makes hardly any message harsher by the judge (at most 1 in 20)', () => {
    const harsher = pairs.filter((pair) => compound(pair.after) < compound(pair.before) - 0.05);
    expect(harsher.length / pairs.length, JSON.stringify(harsher)).toBeLessThanOrEqual(0.05);
  });
});
