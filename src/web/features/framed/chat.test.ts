import { describe, expect, it } from 'vitest';
import { ChatMessage, SaveConversationRequest } from '@contract/framed';
import {
  aiResponseMessage,
  canSend,
  DEFAULT_INSIGHT_PROMPT,
  HISTORY_LIMIT,
  isSendKey,
  messageTime,
  newMessage,
  recentHistory,
  savePayload,
} from './chat';

const VALUES = {
  warmthDetachment: 0.7,
  certaintyAmbiguity: 0.4,
  intensityRestraint: 0.5,
  conflictCoherence: 0.6,
};
const NOW = new Date('2026-03-04T05:06:07.000Z');

describe('newMessage', () => {
  it('builds a contract chat message with a copy of the values at that moment', () => {
    const values = { ...VALUES };
    const message = newMessage('user', 'Why does it feel cold?', values, NOW);
    values.warmthDetachment = 0.1;
    expect(ChatMessage.parse(message)).toEqual(message);
    expect(message).toMatchObject({
      type: 'user',
      content: 'Why does it feel cold?',
      timestamp: '2026-03-04T05:06:07.000Z',
      emotionalValues: VALUES,
    });
  });

  it('gives every message its own id', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newMessage('ai', 'x', VALUES, NOW).id));
    expect(ids.size).toBe(50);
  });
});

describe('sending', () => {
  it('sends on Enter, not on Shift+Enter or while an IME composes', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('sends only non-blank text and not while a reply is pending (spec §5)', () => {
    expect(canSend('  hello ', false)).toBe(true);
    expect(canSend('   \n ', false)).toBe(false);
    expect(canSend('hello', true)).toBe(false);
  });
});

describe('aiResponseMessage', () => {
  it('is the default insight prompt when no user message exists', () => {
    expect(aiResponseMessage([])).toBe(DEFAULT_INSIGHT_PROMPT);
    expect(aiResponseMessage([newMessage('ai', 'Hello', VALUES)])).toBe(DEFAULT_INSIGHT_PROMPT);
  });

  it('is the latest user message otherwise', () => {
    const messages = [
      newMessage('user', 'first', VALUES),
      newMessage('ai', 'reply', VALUES),
      newMessage('user', 'second', VALUES),
      newMessage('ai', 'reply 2', VALUES),
    ];
    expect(aiResponseMessage(messages)).toBe('second');
  });
});

describe('recentHistory', () => {
  it('keeps the latest messages within the contract limit', () => {
    const messages = Array.from({ length: HISTORY_LIMIT + 5 }, (_, index) =>
      newMessage('user', String(index), VALUES),
    );
    const history = recentHistory(messages);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]!.content).toBe('5');
  });
});

describe('savePayload', () => {
  it('is the spec §3 payload, valid for the contract, with a blank alternative stored as null', () => {
    const conversation = [newMessage('user', 'hi', VALUES, NOW), newMessage('ai', 'hello', VALUES, NOW)];
    const payload = savePayload({
      originalText: 'My words',
      alternativeText: '  ',
      emotionalValues: VALUES,
      conversation,
      now: NOW,
    });
    expect(SaveConversationRequest.parse(payload)).toEqual(payload);
    expect(payload).toEqual({
      originalText: 'My words',
      aiGeneratedText: null,
      emotionalValues: VALUES,
      conversation,
      timestamp: NOW.toISOString(),
    });
    expect(savePayload({ ...payload, alternativeText: 'Kinder words' }).aiGeneratedText).toBe('Kinder words');
  });
});

describe('messageTime', () => {
  it('shows hours and minutes, and nothing for an unreadable time', () => {
    expect(messageTime('2026-03-04T05:06:07.000Z', 'en-GB')).toMatch(/^\d{2}:\d{2}$/);
    expect(messageTime('not a time')).toBe('');
  });
});
