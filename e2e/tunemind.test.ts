/**
 * The TuneMind bridge in a real browser against a local TuneMind (e2e/tunemind-server.ts):
 * 'Generate Music' posts the tone and opens the audioUrl; a 500 and a hang beyond 5 s fall back to
 * the direct link with the spec's toasts and query string; the embedded frame carries exactly the
 * spec's sandbox and allow lists and loads (so the CSP allows TuneMind as frame and fetch target),
 * with no 'Sent to TuneMind' for merely opening it and no toast over its buttons;
 * New Tab / Replace Tab; '/tune-link' states; and, with TUNEMIND_URL unset, the built-in preview.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { analyse } from '../src/engine/analyse';
import { seriousViolations } from './axe';
import {
  analyseText,
  newContext,
  newUser,
  PASSWORD,
  PHONE,
  screenshot,
  signUpViaApi,
  toastOverlaps,
  toastText,
  toastWith,
  watchErrors,
  useServerAndBrowser,
} from './fixtures';
import { startServer, type TestServer } from './server';
import { startTunemind, type TunemindServer } from './tunemind-server';

// Over 500 characters, so the cut to 500 is visible in the body and the direct link.
const TEXT = (
  'I am so grateful for your help this week, and I love how we worked together. ' +
  'Still, I am not sure the plan is right and I feel a little anxious about tomorrow. '
).repeat(4);

const spectral = analyse(TEXT, 'spectral');
const TONE = spectral.averageValue;
const FREQUENCY = spectral.frequencyHz;
const CUT = TEXT.slice(0, 500);

let tunemind: TunemindServer;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  tunemind = await startTunemind();
});

afterAll(async () => {
  await tunemind?.close();
});

// Registered after TuneMind's hooks: starts once TuneMind's URL is known, and (after-hooks run
// in reverse) closes before TuneMind does.
const suite = useServerAndBrowser(() => ({ TUNEMIND_URL: tunemind.url }));

async function openPage(base: string) {
  context = await newContext(suite.browser, base);
  await signUpViaApi(context);
  page = await context.newPage();
  errors = watchErrors(page);
}

afterEach(async () => {
  expect(errors).toEqual([]);
  await context.close();
});

async function analyseSpectral() {
  await page.goto('/');
  await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
  await analyseText(page, TEXT, 'Spectral Binary');
}

async function openSendDialog() {
  await analyseSpectral();
  await page.getByRole('button', { name: 'Generate Music from Tone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to TuneMind' });
  await dialog.waitFor();
  return dialog;
}

function expectDirectLink(url: string, { text = true } = {}) {
  const link = new URL(url);
  expect(link.origin).toBe(tunemind.url);
  expect(link.searchParams.get('tone')).toBe(TONE.toFixed(3));
  expect(link.searchParams.get('frequency')).toBe(String(FREQUENCY));
  if (text) {
    expect(link.searchParams.get('text')).toBe(CUT);
    expect(link.searchParams.get('lyrics')).toBe(CUT);
    expect([...link.searchParams.keys()]).toEqual(['tone', 'frequency', 'text', 'lyrics']);
  } else {
    expect([...link.searchParams.keys()]).toEqual(['tone', 'frequency']);
  }
}

describe('with TUNEMIND_URL set', () => {
  beforeEach(async () => {
    tunemind.mode = 'ok';
    tunemind.releasePages();
    tunemind.calls.length = 0;
    await openPage(suite.server.url);
  });

  it('shows the tone summary with the spec’s defaults, and passes axe', async () => {
    const dialog = await openSendDialog();
    const summary = dialog.getByRole('definition');
    expect(await summary.allTextContents()).toEqual([
      TONE.toFixed(3),
      `${FREQUENCY} Hz`,
      `${spectral.band} - ${dialogContext(TONE)}`,
      `${Array.from(TEXT).length} characters`,
    ]);
    expect(await dialog.getByRole('checkbox', { name: 'Include original text' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Open in new tab (preview mode)' }).isChecked()).toBe(
      false,
    );
    for (const name of [
      'Preview Tone (1 second)',
      'Generate Music (Recommended)',
      'Try API Direct',
      'Replace Tab',
    ]) {
      expect(await dialog.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await dialog.getByRole('checkbox', { name: 'Open in new tab (preview mode)' }).click();
    await dialog.getByRole('button', { name: 'New Tab', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'send-to-tunemind-1440', false);
  });

  it('posts the tone, frequency and text to /api/generate and opens the returned audioUrl', async () => {
    const dialog = await openSendDialog();
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Generate Music (Recommended)' }).click();
    const audio = await popup;
    expect(audio.url()).toBe(`${tunemind.url}/audio/tone-1.wav`);
    await toastText(page, 'Audio Generated').waitFor();
    await toastText(page, 'Your emotional tone has been converted to audio in TuneMind.').waitFor();
    // Should the browser block the new tab, the toast carries the link.
    const audioLink = page
      .locator('[role="region"][aria-label^="Notifications"] a')
      .filter({ hasText: 'Open audio' });
    expect(await audioLink.getAttribute('href')).toBe(`${tunemind.url}/audio/tone-1.wav`);
    expect(tunemind.calls).toHaveLength(1);
    expect(tunemind.calls[0]).toMatchObject({
      body: { tone: TONE, frequency: FREQUENCY, text: CUT },
      contentType: 'application/json',
      origin: suite.server.url,
      // ToneLens's session cookie never goes to another site.
      cookie: undefined,
    });
    // The app stays where it was.
    expect(new URL(page.url()).origin).toBe(suite.server.url);
  });

  it('leaves the text out when "Include original text" is off', async () => {
    const dialog = await openSendDialog();
    await dialog.getByRole('checkbox', { name: 'Include original text' }).click();
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Generate Music (Recommended)' }).click();
    await popup;
    expect(tunemind.calls[0]?.body).toEqual({ tone: TONE, frequency: FREQUENCY });
  });

  it('falls back to the direct link when TuneMind answers 500', async () => {
    tunemind.mode = 'error';
    const dialog = await openSendDialog();
    await dialog.getByRole('button', { name: 'Generate Music (Recommended)' }).click();
    await toastWith(
      page,
      'Using Direct Link',
      'API unavailable, opening TuneMind directly with your tone data.',
    ).waitFor();
    await page.waitForURL((url) => url.origin === tunemind.url);
    expectDirectLink(page.url());
    await page.getByRole('heading', { name: 'TuneMind Studio' }).waitFor();
    // The browser logged the 500 itself; the app only warned.
    errors.splice(0, errors.length, ...errors.filter((error) => !/status of 500/.test(error)));
  });

  it('falls back to the direct link when TuneMind hangs for more than 5 seconds', async () => {
    tunemind.mode = 'slow';
    const dialog = await openSendDialog();
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Generate Music (Recommended)' }).click();
    // This description is the one for a request given up on: TuneMind would have answered 200
    // after 8 s ('Audio Generated'), so the page did not wait for it (no clock bound needed here).
    await toastWith(page, 'Using Direct Link', 'Opening TuneMind directly with your tone data.').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    await page.waitForURL((url) => url.origin === tunemind.url);
    expectDirectLink(page.url());
  });

  it('opens the direct link in this tab or, in preview mode, a new tab', async () => {
    let dialog = await openSendDialog();
    await dialog.getByRole('checkbox', { name: 'Include original text' }).click();
    await dialog.getByRole('checkbox', { name: 'Open in new tab (preview mode)' }).click();
    const popup = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'New Tab', exact: true }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expectDirectLink(tab.url(), { text: false });
    await toastText(page, 'Sent to TuneMind').waitFor();
    await toastText(
      page,
      `Tone value ${TONE.toFixed(3)} (${FREQUENCY}Hz) sent for audio generation.`,
    ).waitFor();
    await tab.close();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Generate Music from Tone' }).click();
    dialog = page.getByRole('dialog', { name: 'Send to TuneMind' });
    await dialog.getByRole('button', { name: 'Replace Tab', exact: true }).click();
    await page.waitForURL((url) => url.origin === tunemind.url);
    expectDirectLink(page.url());
  });

  it('embeds TuneMind with exactly the spec’s sandbox and allow lists', async () => {
    let releasePage = tunemind.holdPages();
    const dialog = await openSendDialog();
    // A toast still showing when the frame opens covers none of its buttons (issue 14).
    await dialog.getByRole('button', { name: 'Preview Tone (1 second)' }).click();
    await toastText(page, 'Tone Preview').waitFor();
    await dialog.getByRole('button', { name: 'Try API Direct' }).click();
    const modal = page.getByRole('dialog', { name: 'TuneMind Audio Generation' });
    await modal.waitFor();
    expect(await toastOverlaps(page)).toEqual([]);
    // Opening the frame sends nothing, so nothing says it was sent.
    expect(await toastText(page, 'Sent to TuneMind').count()).toBe(0);
    await modal.getByText('Loading TuneMind interface...').waitFor();
    expect(await modal.getByRole('button', { name: 'Reload' }).isDisabled()).toBe(true);

    const frame = modal.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads',
    );
    expect(await frame.getAttribute('allow')).toBe('microphone; audio; autoplay');
    expectDirectLink((await frame.getAttribute('src')) ?? '');

    // The frame really loads: the CSP names TuneMind in frame-src.
    releasePage();
    const content = page.frameLocator('iframe[title="TuneMind"]');
    await content.getByRole('heading', { name: 'TuneMind Studio' }).waitFor();
    expect(await content.locator('[data-param="tone"]').textContent()).toBe(TONE.toFixed(3));
    await modal.getByText('Loading TuneMind interface...').waitFor({ state: 'detached' });
    expect(await modal.getByRole('button', { name: 'Reload' }).isEnabled()).toBe(true);

    expect(await modal.getByText(`Tone ${TONE.toFixed(3)}`, { exact: true }).isVisible()).toBe(true);
    expect(await modal.getByText(`${FREQUENCY} Hz`, { exact: true }).isVisible()).toBe(true);
    expect(await modal.getByText(`${spectral.band} - ${dialogContext(TONE)}`).isVisible()).toBe(true);
    expect(await modal.getByText(`“${TEXT.slice(0, 50)}...”`).isVisible()).toBe(true);
    expect(await modal.getByText('Powered by TuneMind').isVisible()).toBe(true);
    expect(await toastOverlaps(page)).toEqual([]);
    expect(await toastText(page, 'Sent to TuneMind').count()).toBe(0);
    const open = modal.getByRole('link', { name: 'Open in new tab' });
    expectDirectLink((await open.getAttribute('href')) ?? '');
    expect(await open.getAttribute('target')).toBe('_blank');

    // Reload restarts the frame and is disabled until it has loaded again.
    const requests = tunemind.pageRequests.length;
    releasePage = tunemind.holdPages();
    await modal.getByRole('button', { name: 'Reload' }).click();
    await modal.getByText('Loading TuneMind interface...').waitFor();
    expect(await modal.getByRole('button', { name: 'Reload' }).isDisabled()).toBe(true);
    releasePage();
    await modal.getByText('Loading TuneMind interface...').waitFor({ state: 'detached' });
    expect(tunemind.pageRequests.length).toBe(requests + 1);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'tunemind-modal-1440', false);
  });

  describe('/tune-link', () => {
    it('shows the tone data and opens TuneMind without an auto-play flag', async () => {
      const query = new URLSearchParams({ tone: '0.51234', frequency: '558', text: 'A calm evening note' });
      await page.goto(`/tune-link?${query.toString()}`);
      await page.getByRole('heading', { name: 'TuneMind Bridge' }).waitFor();
      expect(await page.getByRole('definition').allTextContents()).toEqual([
        '0.512',
        '558 Hz',
        'Serenity - calm, peaceful',
      ]);
      expect(await page.getByText('A calm evening note').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Preview Tone (2 seconds)' }).isVisible()).toBe(true);

      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Generate Music in TuneMind' }).click();
      const tab = await popup;
      await tab.waitForLoadState();
      const link = new URL(tab.url());
      expect(link.origin).toBe(tunemind.url);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        tone: '0.512',
        frequency: '558',
        text: 'A calm evening note',
        lyrics: 'A calm evening note',
      });
      await tab.close();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to Analyzer' }).click();
      await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    });

    it.each([
      ['missing parameters', ''],
      ['a missing frequency', '?tone=0.5'],
      ['a zero tone', '?tone=0&frequency=550'],
      ['a zero frequency', '?tone=0.5&frequency=0'],
      ['unparseable values', '?tone=abc&frequency=xyz'],
    ])('says there is no tone data for %s', async (_name, query) => {
      await page.goto(`/tune-link${query}`);
      await page.getByText('No tone data found. Please generate a tone analysis first.').waitFor();
      expect(await page.getByRole('button', { name: 'Generate Music in TuneMind' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Back to Analyzer' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'ToneLens Analyser' }).waitFor();
    });

    it('looks calm on a phone', async () => {
      await page.setViewportSize(PHONE);
      const query = new URLSearchParams({
        tone: '0.734',
        frequency: String(Math.round(220 + 0.734 * 660)),
        text: 'I keep coming back to the sea. It is where my thoughts finally slow down and I can hear myself again.',
      });
      await page.goto(`/tune-link?${query.toString()}`);
      await page.getByRole('heading', { name: 'TuneMind Bridge' }).waitFor();
      await screenshot(page, 'tune-link-390');
    });
  });
});

describe('signed out', () => {
  it('sends a visitor to sign in before /tune-link', async () => {
    context = await newContext(suite.browser, suite.server.url);
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto('/tune-link?tone=0.5&frequency=550');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByText('TuneMind Bridge').count()).toBe(0);

    // After signing up the visitor is back on the same link.
    const user = newUser();
    await page.getByRole('tab', { name: 'Create account' }).click();
    await page.getByLabel('First name').fill(user.firstName);
    await page.getByLabel('Last name').fill(user.lastName);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await page.getByRole('heading', { name: 'TuneMind Bridge' }).waitFor();
    expect(new URL(page.url()).search).toBe('?tone=0.5&frequency=550');
    expect(await page.getByRole('definition').first().textContent()).toBe('0.500');
  });
});

describe('with TUNEMIND_URL unset', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startServer();
  });
  afterAll(async () => {
    await plain?.close();
  });
  beforeEach(async () => {
    await openPage(plain.url);
  });

  it('says no music service is configured and offers the built-in preview', async () => {
    const dialog = await openSendDialog();
    await dialog.getByText('No music service is configured.', { exact: false }).waitFor();
    for (const name of ['Generate Music (Recommended)', 'Try API Direct', 'Replace Tab', 'New Tab']) {
      expect(await dialog.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    await dialog.getByRole('button', { name: 'Preview Tone (1 second)' }).click();
    await toastText(page, 'Tone Preview').waitFor();
    await toastText(page, `Playing ${FREQUENCY}Hz tone (spectral value: ${TONE.toFixed(3)})`).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // 'Listen to your text': the built-in melody plays, stops, and downloads as a WAV file.
    const listen = dialog.getByRole('region', { name: 'Listen to your text' });
    await listen.getByRole('button', { name: 'Play melody' }).click();
    await listen.getByRole('button', { name: 'Stop' }).click();
    await listen.getByRole('button', { name: 'Play melody' }).waitFor();
    const downloading = page.waitForEvent('download');
    await listen.getByRole('button', { name: 'Download WAV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tonelens-melody-\d{4}-\d{2}-\d{2}\.wav$/);
    const wav = await readFile((await download.path()) ?? '');
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // Many seconds of audio: one note per character of the 600-character text, up to 240 notes.
    expect(wav.length).toBeGreaterThan(22_050 * 2 * 20);

    await page.goto('/tune-link?tone=0.5&frequency=550');
    await page.getByText('No music service is configured.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Generate Music in TuneMind' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Preview Tone (2 seconds)' }).click();
    await toastText(page, 'Playing 550Hz tone (spectral value: 0.500)').waitFor();
  });
});

/** The band's interface context text (spec §4), as the dialog shows it after the band name. */
function dialogContext(value: number): string {
  const contexts = [
    [0.15, 'energetic, warm'],
    [0.3, 'dynamic, bright'],
    [0.45, 'balanced, stable'],
    [0.6, 'calm, peaceful'],
    [0.8, 'deep, contemplative'],
    [1, 'transcendent, elevated'],
  ] as const;
  return (contexts.find(([upTo]) => value <= upTo) ?? contexts[5])[1];
}
