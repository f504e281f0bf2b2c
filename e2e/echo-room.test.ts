/**
 * EchoRoom for a signed-in user: a tense text suggests a mode; each of the three reflection modes
 * sends an echo, saves ('Reflection Saved') and reads back, in the card and in the journal; the
 * close control discards; Spectral Meaning shows WordNet definitions; 'Save Failed' and
 * 'Definition Failed' when the server fails; axe; the screenshot of the reflection view.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { EchoReflectionList } from '../src/contract/echo-room';
import { seriousViolations } from './axe';
import {
  analyseText,
  card,
  dismissToasts,
  NO_SERVICE_WORKER,
  openSignedInAnalyser,
  screenshot,
  toastText,
  useServerAndBrowser,
} from './fixtures';

/** Intense and conflicted: the engine detects tension and suggests Solo Echo. */
// About the writer alone (no other person), torn and intense: the engine suggests Solo Echo.
const TENSE_TEXT =
  'I ALWAYS end up apologising!!! I am so confused and ashamed, and I am completely, totally done.';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];
/** Set by a test that makes the server fail on purpose: the browser logs those 500s. */
let serverFailureExpected = false;

beforeEach(async () => {
  serverFailureExpected = false;
  ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url, {
    context: NO_SERVICE_WORKER,
  }));
});

afterEach(async () => {
  const unexpected = serverFailureExpected ? errors.filter((error) => !/status of 500/.test(error)) : errors;
  expect(unexpected).toEqual([]);
  await context.close();
});

const echoCard = () => card(page, 'EchoRoom Reflection');
const modeButton = (label: string) =>
  page.getByRole('group', { name: 'EchoRoom' }).getByRole('button', { name: new RegExp(`^${label}`) });

/** Writes a reflection in the open mode, sends it and waits for the echo; returns the reply. */
async function reflectAndEcho(reflection: string): Promise<string> {
  await echoCard().getByLabel('Your reflection').fill(reflection);
  await echoCard().getByRole('button', { name: 'Send Echo' }).click();
  const reply = echoCard().getByRole('region', { name: 'Resonant reply' });
  await reply.waitFor();
  const text = (await reply.textContent())?.replace(/^Echo/, '').trim() ?? '';
  expect(text.length).toBeGreaterThan(20);
  return text;
}

describe('EchoRoom reflection', () => {
  it('before any analysis the panel awaits; a tense text is detected, suggests a mode, and a reflection on it is saved and appears in the journal', async () => {
    await card(page, 'Awaiting Transmission').waitFor();
    // The saved reflections arrive after the page (their own request): wait for what the user sees.
    await echoCard().getByText('Your saved reflections will appear here.').waitFor();

    await analyseText(page, TENSE_TEXT, 'Full Spectrum');
    const panel = card(page, 'Tension Detected');
    await panel.waitFor();
    // The engine's suggestion for this text is Solo Echo; its button carries the mark.
    expect(await panel.getByText(/^Solo Echo:/).isVisible()).toBe(true);
    expect(await modeButton('Solo Echo').getByText('Suggested').isVisible()).toBe(true);
    expect(await modeButton('Thread Return').getByText('Suggested').count()).toBe(0);

    await modeButton('Solo Echo').click();
    // The view opens with the reflection field focused and the analysed text it is about.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toMatch(/feels overwhelming/);
    expect(await echoCard().getByText(TENSE_TEXT).isVisible()).toBe(true);
    // Both actions need a non-blank reflection.
    await echoCard().getByLabel('Your reflection').fill('   ');
    expect(await echoCard().getByRole('button', { name: 'Send Echo' }).isDisabled()).toBe(true);
    expect(await echoCard().getByRole('button', { name: 'Save & Close' }).isDisabled()).toBe(true);

    const reflection = 'I am furious and worn out at once, and I apologise before I even know what I feel.';
    const reply = await reflectAndEcho(reflection);
    expect(await seriousViolations(page)).toEqual([]);
    // Tall enough for the whole view, reply included.
    await page.setViewportSize({ width: 1440, height: 1500 });
    await screenshot(page, 'echo-room-1440', false);
    // Nothing runs off the side on the narrowest supported screen.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.setViewportSize({ width: 1440, height: 900 });

    await echoCard().getByRole('button', { name: 'Save & Close' }).click();
    await toastText(page, 'Reflection Saved').waitFor();
    // Saved and reset: the view is closed and the reflection can be read back in the card...
    expect(await echoCard().getByLabel('Your reflection').count()).toBe(0);
    const past = echoCard().getByRole('list', { name: 'Past reflections' }).getByRole('listitem');
    await expect.poll(() => past.count()).toBe(1);
    await past.first().getByRole('button').click();
    expect(await past.first().getByText(reply).isVisible()).toBe(true);
    // Marked with the language the reply was written in, as stored with it (issue 18).
    expect(await past.first().getByText(reply).getAttribute('lang')).toBe('en');

    // ...stored with the §3 payload...
    const saved = EchoReflectionList.parse(await (await context.request.get('/api/echo-room')).json());
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      echoMode: 'solo',
      userReflection: reflection,
      resonantReply: reply,
      originalText: TENSE_TEXT,
      emotionalInsights: null,
      replyLanguage: 'en',
    });
    expect(saved[0]!.analysisId).not.toBeNull();
    expect(JSON.parse(saved[0]!.spectralResonance)).toMatchObject({ echoMode: 'solo' });

    // ...and in the journal, as a reflection beside the analysis it is about.
    const journal = card(page, 'Resonance Journal').getByRole('list', { name: 'Latest journal entries' });
    await expect.poll(() => journal.getByRole('listitem').count()).toBe(2);
    const newest = journal.getByRole('listitem').first();
    expect(await newest.getAttribute('data-kind')).toBe('reflection');
    expect(await newest.textContent()).toContain(reflection);
    await newest.getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Reflection' });
    await detail.getByText(reply).waitFor();
    expect(await detail.getByText('Solo Echo', { exact: true }).isVisible()).toBe(true);
    expect(await detail.getByRole('region', { name: 'Your reflection' }).textContent()).toContain(reflection);
  });

  it('each of the three reflection modes gives an echo, saves, and reads back; the close control discards', async () => {
    const reflections = {
      'Solo Echo': 'Everything feels loud at once and I cannot tell which worry is mine.',
      'Message Echo': 'Her reply was just "fine." and I read it as anger, though maybe she was busy.',
      'Thread Return': 'Every Sunday we argue about the same chores and every Monday we pretend it is fine.',
    } as const;
    const replies: string[] = [];
    for (const [label, reflection] of Object.entries(reflections)) {
      await modeButton(label).click();
      expect(await echoCard().getByRole('heading', { name: label }).isVisible()).toBe(true);
      replies.push(await reflectAndEcho(reflection));
      await echoCard().getByRole('button', { name: 'Save & Close' }).click();
      await toastText(page, 'Reflection Saved').waitFor();
      await dismissToasts(page);
    }
    // Each mode answers in its own way.
    expect(new Set(replies).size).toBe(3);

    const past = echoCard().getByRole('list', { name: 'Past reflections' }).getByRole('listitem');
    await expect.poll(() => past.count()).toBe(3);
    // Newest first: Thread Return, Message Echo, Solo Echo; each opens to its echo.
    const labels = Object.keys(reflections).reverse();
    for (let index = 0; index < 3; index++) {
      const item = past.nth(index);
      expect(await item.textContent()).toContain(labels[index]);
      await item.getByRole('button').click();
      expect(await item.getByText(replies[2 - index]!).isVisible()).toBe(true);
    }
    const saved = EchoReflectionList.parse(await (await context.request.get('/api/echo-room')).json());
    expect(saved.map((item) => item.echoMode)).toEqual(['thread', 'message', 'solo']);
    // Without an analysis the reflection is about nothing in particular.
    expect(saved.every((item) => item.analysisId === null && item.originalText === '')).toBe(true);

    // The close control discards what was written.
    await modeButton('Solo Echo').click();
    await echoCard().getByLabel('Your reflection').fill('A draft I do not want to keep.');
    await echoCard().getByRole('button', { name: 'Close Solo Echo' }).click();
    expect(await echoCard().getByLabel('Your reflection').count()).toBe(0);
    await modeButton('Solo Echo').click();
    expect(await echoCard().getByLabel('Your reflection').inputValue()).toBe('');
    expect(EchoReflectionList.parse(await (await context.request.get('/api/echo-room')).json())).toHaveLength(
      3,
    );
  });

  it('shows “Save Failed” when the reflection cannot be saved, and keeps what was written', async () => {
    serverFailureExpected = true;
    await page.route('**/api/echo-room/save', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await modeButton('Solo Echo').click();
    await echoCard().getByLabel('Your reflection').fill('This one will not save.');
    await echoCard().getByRole('button', { name: 'Save & Close' }).click();
    await toastText(page, 'Save Failed').waitFor();
    await toastText(page, 'There was an error saving your reflection. Please try again.').waitFor();
    expect(await echoCard().getByLabel('Your reflection').inputValue()).toBe('This one will not save.');
  });
});

describe('Spectral Meaning', () => {
  it('defines “melancholy” and “resonance” with their WordNet glosses', async () => {
    await modeButton('Spectral Meaning').click();
    const field = echoCard().getByLabel('Word or phrase');
    expect(await echoCard().getByRole('button', { name: 'Get Definition' }).isDisabled()).toBe(true);

    await field.fill('melancholy');
    await echoCard().getByRole('button', { name: 'Get Definition' }).click();
    const result = echoCard().getByRole('region', { name: 'Definition' });
    await result.getByRole('heading', { name: 'melancholy' }).waitFor();
    // The headline definition, then the senses by part of speech.
    expect(await result.getByTestId('definition-text').textContent()).toBe('a feeling of thoughtful sadness');
    const senses = result.getByRole('listitem');
    expect(await senses.filter({ hasText: /^a feeling of thoughtful sadness$/ }).count()).toBe(1);
    expect(
      await senses.filter({ hasText: /^characterized by or causing or expressing sadness$/ }).count(),
    ).toBe(1);
    expect(await result.getByText('From WordNet, Princeton University').isVisible()).toBe(true);

    // Enter submits too.
    await field.fill('resonance');
    await field.press('Enter');
    await result.getByRole('heading', { name: 'resonance' }).waitFor();
    // WordNet lists this sense fourth: the first three show, the rest on request.
    await result.getByRole('button', { name: /^Show \d+ more senses?$/ }).click();
    expect(
      await senses
        .filter({ hasText: /^a relationship of mutual understanding or trust and agreement between people$/ })
        .count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('answers a word WordNet does not know with the readable response', async () => {
    await modeButton('Spectral Meaning').click();
    await echoCard().getByLabel('Word or phrase').fill('zzxqy');
    await echoCard().getByRole('button', { name: 'Get Definition' }).click();
    await echoCard()
      .getByTestId('definition-text')
      .getByText(/No definition found for “zzxqy”/)
      .waitFor();
  });

  it('shows “Definition Failed” when the lookup fails', async () => {
    serverFailureExpected = true;
    await page.route('**/api/spectral-definition', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await modeButton('Spectral Meaning').click();
    await echoCard().getByLabel('Word or phrase').fill('melancholy');
    await echoCard().getByRole('button', { name: 'Get Definition' }).click();
    await toastText(page, 'Definition Failed').waitFor();
    await toastText(page, 'Could not generate spectral definition. Please try again.').waitFor();
  });
});
