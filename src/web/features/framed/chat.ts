/**
 * Pure rules of the Framed Text Interaction chat (spec §3 chat message and saved conversation
 * payload, §4 AI Response behaviour): building messages, choosing what AI Response asks, and the
 * payload Save stores.
 */
import type { Language } from '@contract/auth';
import type { EmotionalValues } from '@contract/common';
import type { ChatMessage, SaveConversationRequest } from '@contract/framed';

/** What AI Response asks when there is no user message to answer yet (spec §4). */
export const DEFAULT_INSIGHT_PROMPT =
  'What insights can you share about this text and how it reads with the current emotional values?';

/** The contract's limit on the history sent with a reply request; the latest messages matter most. */
export const HISTORY_LIMIT = 200;

let sequence = 0;

/** Ids unique within the page (randomUUID is missing outside secure contexts, so it is not relied on). */
export function messageId(now: number = Date.now()): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function newMessage(
  type: ChatMessage['type'],
  content: string,
  emotionalValues: EmotionalValues,
  now: Date = new Date(),
  language?: Language,
): ChatMessage {
  return {
    id: messageId(now.getTime()),
    type,
    content,
    timestamp: now.toISOString(),
    emotionalValues: { ...emotionalValues },
    ...(language ? { language } : {}),
  };
}

/** Enter sends; Shift+Enter (and Enter while an IME composes) adds a line. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Spec §5: a chat message is sent only when its trimmed text is not empty. */
export const canSend = (text: string, pending: boolean): boolean => !pending && text.trim() !== '';

/**
 * AI Response (spec §4): on a chat with no user message it sends the default insight prompt,
 * otherwise it asks for a reply to the latest user message with the values as they are now.
 */
export function aiResponseMessage(messages: readonly ChatMessage[]): string {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.type === 'user' && message.content.trim() !== '') return message.content;
  }
  return DEFAULT_INSIGHT_PROMPT;
}

export function recentHistory(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-HISTORY_LIMIT);
}

/** Spec §3 saved conversation payload; an absent alternative is stored as null. */
export function savePayload(input: {
  originalText: string;
  alternativeText: string;
  emotionalValues: EmotionalValues;
  conversation: readonly ChatMessage[];
  now?: Date;
}): SaveConversationRequest {
  return {
    originalText: input.originalText,
    aiGeneratedText: input.alternativeText.trim() === '' ? null : input.alternativeText,
    emotionalValues: { ...input.emotionalValues },
    conversation: [...input.conversation],
    timestamp: (input.now ?? new Date()).toISOString(),
  };
}

/** A message's time as the reader's clock shows it (hours and minutes). */
export function messageTime(timestamp: string, locale?: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
