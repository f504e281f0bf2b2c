/**
 * The Framed Text Interaction as a user meets it: after an analysis and an alternative, the full
 * view's three panels (text with 'AI Generated Alternative', gradient, chat) resize by keyboard
 * within their §2 limits; a message sent with Enter gets an 'AI Assistant' reply that speaks of
 * the moved slider; AI Response and Reanalyse append replies; Save shows one toast and the
 * conversation appears in the journal; the microphone (a stand-in recognition class, and the note
 * where there is none); every failure toast; full screen; axe; the 1440 px screenshot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FramedConversation } from '../src/contract/framed';
import { JournalList } from '../src/contract/journal';
import { seriousViolations } from './axe';
import {
  analyseText,
  dismissToasts,
  expectToast,
  NO_SERVICE_WORKER,
  openSignedInAnalyser,
  recordedToastTitles,
  recordNewToastTitles,
  screenshot,
  toastText,
  useServerAndBrowser,
} from './fixtures';

const TEXT =
  'I am so grateful for your help this week. I love how we worked together, ' +
  'but I am not sure the plan is right, and honestly I feel a little anxious about tomorrow.';

const suite = useServerAndBrowser();
let context: BrowserContext;
let page: Page;
let errors: string[];

afterEach(async () => {
  expect(errors).toEqual([]);
  await context?.close();
});

/** A signed-in page; `initScript` runs before the app (to take away or stand in for speech recognition). */
async function openPage(initScript?: () => void) {
  ({ context, page, errors } = await openSignedInAnalyser(suite.browser, suite.server.url, {
    initScript,
    context: NO_SERVICE_WORKER,
  }));
}

const dialog = () => page.getByRole('dialog', { name: 'Framed Text Interaction' });
const panel = (name: string) => dialog().getByRole('region', { name, exact: true });
const valueNow = async (locator: Locator) => Number(await locator.getAttribute('aria-valuenow'));
const assistantMessages = () => dialog().getByRole('article', { name: 'AI Assistant' });
const userMessages = () => dialog().getByRole('article', { name: 'You' });

/** A ToneLens analysis and an alternative, then the full framed view. */
async function openFramed() {
  await analyseText(page, TEXT, 'ToneLens');
  // No alternative yet: no full-view button.
  expect(await page.getByRole('button', { name: 'Full Framed Text Interaction' }).count()).toBe(0);
  await page.getByLabel('Text to analyse').fill(TEXT);
  await page.getByRole('button', { name: 'Generate Alternative Text' }).click();
  await toastText(page, 'Alternative Text Generated').waitFor();
  await page.getByRole('button', { name: 'Full Framed Text Interaction' }).click();
  await dialog().waitFor();
}

/** Unlocks the framed view's gradient and moves Warmth by keyboard; returns the new value. */
async function moveWarmth(): Promise<{ from: number; to: number }> {
  const gradient = panel('Emotional gradient');
  await gradient.getByRole('button', { name: 'Unlock' }).click();
  const warmth = gradient.getByRole('slider', { name: 'Warmth vs Detachment' });
  const from = await valueNow(warmth);
  await warmth.focus();
  const key = from > 0.5 ? 'PageDown' : 'PageUp';
  for (let press = 0; press < 3; press++) await page.keyboard.press(key);
  await expect.poll(() => valueNow(warmth)).not.toBe(from);
  return { from, to: await valueNow(warmth) };
}

/** A panel's share of the panel group's height (the two thin separators left out). */
async function share(panelId: string): Promise<number> {
  const heights = await dialog()
    .getByTestId('framed-panels')
    .evaluate((group, id) => {
      const panels = [...group.querySelectorAll<HTMLElement>(':scope > [data-panel]')];
      const total = panels.reduce((sum, element) => sum + element.getBoundingClientRect().height, 0);
      const mine = panels.find((element) => element.id === id)?.getBoundingClientRect().height ?? 0;
      return { total, mine };
    }, panelId);
  return heights.mine / heights.total;
}

async function send(message: string) {
  const input = dialog().getByRole('textbox', { name: 'Message' });
  await input.fill(message);
  await input.press('Enter');
}

describe('full view', () => {
  it('shows the three panels, resizes them within their limits, chats, reanalyses and saves to the journal', async () => {
    await openPage();
    await openFramed();
    const modal = dialog();
    expect(await modal.getByText('Interactive', { exact: true }).isVisible()).toBe(true);
    for (const name of ['AI Response', 'Reanalyse', 'Save', 'Close']) {
      expect(await modal.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    // Panel 1: the original text and the AI alternative.
    const textPanel = panel('Your text');
    expect(await textPanel.getByText(TEXT, { exact: true }).isVisible()).toBe(true);
    const alternative = (await page.getByTestId('alternative-text').textContent()) ?? '';
    expect(alternative.length).toBeGreaterThan(0);
    await textPanel.getByRole('heading', { name: 'AI Generated Alternative' }).waitFor();
    // Panel 2: the gradient, locked as everywhere; panel 3: the empty chat.
    await panel('Emotional gradient').getByText('Locked', { exact: true }).waitFor();
    const chat = panel('Conversation');
    await chat.getByText('Start a conversation about your text', { exact: true }).waitFor();
    await chat.getByText('Adjust the emotional sliders and generate AI responses', { exact: true }).waitFor();

    // The separators: 33/33/34 by default; keyboard stops at each panel's minimum and maximum.
    const first = modal.getByRole('separator', { name: 'Resize the text and gradient panels' });
    const second = modal.getByRole('separator', { name: 'Resize the gradient and chat panels' });
    expect(Math.round(await valueNow(first))).toBe(33);
    expect(Math.round(await valueNow(second))).toBe(33);
    await first.focus();
    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Math.round(await valueNow(first))).toBe(20);
    for (let press = 0; press < 10; press++) await page.keyboard.press('ArrowDown');
    await expect.poll(async () => Math.round(await valueNow(first))).toBe(50);
    expect(Math.round(Number(await first.getAttribute('aria-valuemin')))).toBe(20);
    expect(Math.round(Number(await first.getAttribute('aria-valuemax')))).toBe(50);
    // The text panel really is half the group now.
    expect(await share('framed-text')).toBeCloseTo(0.5, 1);
    // Growing the text took the gradient and the chat down to their minimum, 25% each.
    expect(await share('framed-gradient')).toBeCloseTo(0.25, 1);
    expect(await share('framed-chat')).toBeCloseTo(0.25, 1);
    await page.keyboard.press('Home');
    await expect.poll(async () => Math.round(await valueNow(first))).toBe(20);
    // The gradient panel: 25 to 50.
    await second.focus();
    await page.keyboard.press('Home');
    await expect.poll(async () => Math.round(await valueNow(second))).toBe(25);
    // Text 20% and gradient 25%: the chat is at its maximum, 55%.
    expect(await share('framed-chat')).toBeCloseTo(0.55, 1);
    await page.keyboard.press('End');
    await expect.poll(async () => Math.round(await valueNow(second))).toBe(50);

    // A message sent with Enter (Shift+Enter only breaks the line) gets a reply about the moved slider.
    const { from, to } = await moveWarmth();
    const input = modal.getByRole('textbox', { name: 'Message' });
    await input.fill('How would this land');
    await input.press('Shift+Enter');
    await input.pressSequentially('with them?');
    expect(await input.inputValue()).toBe('How would this land\nwith them?');
    await input.press('Enter');
    await userMessages().first().waitFor();
    expect(await userMessages().first().textContent()).toMatch(
      /^You\d{2}:\d{2}.*How would this land\nwith them\?$/su,
    );
    await assistantMessages().first().waitFor();
    const reply = (await assistantMessages().first().textContent()) ?? '';
    expect(reply).toMatch(/^AI Assistant\d{2}:\d{2}/u);
    expect(reply).toContain(
      `You turned warmth ${to > from ? 'up' : 'down'} from ${from.toFixed(2)} to ${to.toFixed(2)}, so`,
    );
    expect(await input.inputValue()).toBe('');

    // AI Response answers the last user message again, with the values as they are now.
    await modal.getByRole('button', { name: 'AI Response' }).click();
    await expect.poll(() => assistantMessages().count()).toBe(2);
    expect(await userMessages().count()).toBe(1);

    // Reanalyse appends the reading with the adjusted values.
    await modal.getByRole('button', { name: 'Reanalyse' }).click();
    await expect.poll(() => assistantMessages().count()).toBe(3);
    expect(await assistantMessages().nth(2).textContent()).toContain(
      'Re-reading your text with the adjusted values: Warmth vs Detachment',
    );

    expect(await seriousViolations(page)).toEqual([]);

    // Save: one toast that says both of the spec's ('Conversation Saved', 'Framed Interaction
    // Saved'; issue 14), and the conversation is in the journal.
    await recordNewToastTitles(page);
    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(
      page,
      'Framed Interaction Saved',
      'Conversation Saved. Your conversation has been saved successfully to the Resonance Journal.',
    );
    expect(await modal.getByRole('status').textContent()).toBe(
      'Framed Interaction Saved. Conversation Saved. Your conversation has been saved successfully to the Resonance Journal.',
    );
    expect(await recordedToastTitles(page)).toEqual(['Framed Interaction Saved']);

    const journal = JournalList.parse(await (await context.request.get('/api/journal')).json());
    const entry = journal.find((item) => item.kind === 'conversation');
    expect(entry).toBeDefined();
    const saved = FramedConversation.parse(
      await (await context.request.get(`/api/framed-conversations/${entry!.sourceId}`)).json(),
    );
    expect(saved.originalText).toBe(TEXT);
    expect(saved.aiGeneratedText).toBe(alternative);
    expect(saved.emotionalValues.warmthDetachment).toBeCloseTo(to, 5);
    expect(saved.conversation.map((message) => message.type)).toEqual(['user', 'ai', 'ai', 'ai']);
    expect(saved.conversation[0]!.content).toBe('How would this land\nwith them?');
    expect(saved.conversation[0]!.emotionalValues.warmthDetachment).toBeCloseTo(to, 5);

    // Close keeps the conversation; the journal modal lists it.
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Journal', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Resonance Journal' })
      .getByText('Framed conversation')
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Full Framed Text Interaction' }).click();
    await expect.poll(() => assistantMessages().count()).toBe(3);
    // The panels open at their default sizes again.
    expect(Math.round(await valueNow(first))).toBe(33);
    expect(Math.round(await valueNow(second))).toBe(33);

    // The screenshot: full screen, the text panel a little smaller so all four sliders show.
    await dismissToasts(page).catch(() => undefined);
    await modal.getByRole('button', { name: 'Full screen' }).click();
    await first.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => Math.round(await valueNow(first))).toBe(23);
    await modal.getByRole('textbox', { name: 'Message' }).focus();
    await screenshot(page, 'framed-1440', false);
  });

  it('sends the default insight prompt on an empty chat; disables sending while a reply is pending; full screen', async () => {
    await openPage();
    await openFramed();
    const modal = dialog();
    await modal.getByRole('button', { name: 'AI Response' }).click();
    await assistantMessages().first().waitFor();
    expect(await userMessages().count()).toBe(0);
    expect(await assistantMessages().first().textContent()).toMatch(/What insights can you share/u);

    // Hold the next reply back: the send button stays disabled until it arrives.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai-response/framed', async (route) => {
      await held;
      await route.continue();
    });
    await send('Is it warm enough?');
    const sendButton = modal.getByRole('button', { name: 'Send message' });
    await modal.getByText('AI Assistant is thinking...').waitFor();
    await modal.getByRole('textbox', { name: 'Message' }).fill('and another');
    expect(await sendButton.isDisabled()).toBe(true);
    expect(await modal.getByRole('button', { name: 'AI Response' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => assistantMessages().count()).toBe(2);
    expect(await sendButton.isDisabled()).toBe(false);
    await page.unroute('**/api/ai-response/framed');

    // Full screen fills the viewport; again restores the large dialog.
    await modal.getByRole('button', { name: 'Full screen' }).click();
    const viewport = page.viewportSize()!;
    await expect.poll(async () => (await modal.boundingBox())?.width).toBe(viewport.width);
    expect((await modal.boundingBox())?.height).toBe(viewport.height);
    await modal.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(async () => (await modal.boundingBox())!.width).toBeLessThan(viewport.width);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });
});

describe('voice input', () => {
  it('shows the note where speech recognition is missing', async () => {
    await openPage(() => {
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
    });
    await openFramed();
    await dialog().getByText('Voice input not supported in this browser', { exact: true }).waitFor();
    expect(await dialog().getByRole('button', { name: 'Start voice input' }).count()).toBe(0);
  });

  it('listens in en-AU, continuously with interim results, and appends final transcripts', async () => {
    await openPage(() => {
      // A stand-in for the browser's recognition service: the test plays results through it.
      class StandInRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        started = false;
        start() {
          this.started = true;
          (window as unknown as { recognition: StandInRecognition }).recognition = this;
        }
        stop() {
          this.started = false;
          this.onend?.();
        }
        abort() {
          this.stop();
        }
      }
      const scope = window as unknown as Record<string, unknown>;
      delete scope.SpeechRecognition;
      scope.webkitSpeechRecognition = StandInRecognition;
    });
    await openFramed();
    const modal = dialog();
    expect(await modal.getByText('Voice input not supported in this browser').count()).toBe(0);
    const input = modal.getByRole('textbox', { name: 'Message' });
    await input.fill('Typed first.');
    await modal.getByRole('button', { name: 'Start voice input' }).click();
    const mic = modal.getByRole('button', { name: 'Stop voice input' });
    expect(await mic.getAttribute('aria-pressed')).toBe('true');
    expect(
      await page.evaluate(() => {
        const r = (
          window as unknown as { recognition: { lang: string; continuous: boolean; interimResults: boolean } }
        ).recognition;
        return [r.lang, r.continuous, r.interimResults];
      }),
    ).toEqual(['en-AU', true, true]);

    const play = (results: Array<[string, boolean]>, resultIndex = 0) =>
      page.evaluate(
        ({ results, resultIndex }) => {
          const r = (window as unknown as { recognition: { onresult: (event: unknown) => void } })
            .recognition;
          r.onresult({
            resultIndex,
            results: results.map(([transcript, isFinal]) => ({ isFinal, 0: { transcript } })),
          });
        },
        { results, resultIndex },
      );
    await play([['then I said', false]]);
    expect(await input.inputValue()).toBe('Typed first.');
    await play([['then I said hello', true]]);
    await expect.poll(() => input.inputValue()).toBe('Typed first. then I said hello');
    await play(
      [
        ['then I said hello', true],
        [' and goodbye', true],
      ],
      1,
    );
    await expect.poll(() => input.inputValue()).toBe('Typed first. then I said hello and goodbye');

    await mic.click();
    await modal.getByRole('button', { name: 'Start voice input' }).waitFor();
    expect(
      await page.evaluate(
        () => (window as unknown as { recognition: { started: boolean } }).recognition.started,
      ),
    ).toBe(false);
  });
});

describe('failures', () => {
  it('shows the failure toast of each action when the server errors', async () => {
    await openPage();
    // The browser logs each failed response; here they are the point of the test.
    const logged = errors;
    await openFramed();
    const modal = dialog();
    const fail = (route: { fulfill: (response: { status: number; body: string }) => Promise<void> }) =>
      route.fulfill({ status: 500, body: '{"message":"Internal Server Error"}' });
    await page.route('**/api/ai-response/framed', fail);
    await page.route('**/api/reanalyse-adjusted', fail);
    await page.route('**/api/framed-conversations', fail);

    await send('Does this sound kind?');
    await expectToast(page, 'AI Response Failed', 'Unable to generate AI response.');
    // Said inside the modal too, where a screen reader still listens.
    expect(await modal.getByRole('status').textContent()).toBe(
      'AI Response Failed. Unable to generate AI response.',
    );
    // The message stays in the chat; the input is free again.
    expect(await userMessages().count()).toBe(1);
    expect(await assistantMessages().count()).toBe(0);
    await dismissToasts(page);

    await modal.getByRole('button', { name: 'AI Response' }).click();
    await expectToast(page, 'AI Response Failed', 'Unable to generate AI response.');
    await dismissToasts(page);

    await modal.getByRole('button', { name: 'Reanalyse' }).click();
    await expectToast(page, 'Reanalysis Failed', 'Unable to reanalyse with adjusted values.');
    expect(await modal.getByRole('status').textContent()).toBe(
      'Reanalysis Failed. Unable to reanalyse with adjusted values.',
    );
    await dismissToasts(page);

    await modal.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Save Failed', 'There was an error saving your conversation. Please try again.');
    expect(await assistantMessages().count()).toBe(0);

    const journal = JournalList.parse(await (await context.request.get('/api/journal')).json());
    expect(journal.filter((entry) => entry.kind === 'conversation')).toEqual([]);
    errors = logged.filter((message) => !/status of 500/u.test(message));
  });
});
