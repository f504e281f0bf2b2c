/**
 * The Framed Text Interaction chat (spec §3 "Chat message", "Saved conversation payload"; §7).
 */
import { z } from 'zod';
import { AiSource, ReplyLanguage, EmotionalValues, Id, MAX_TEXT_LENGTH, Timestamp, userText } from './common';

export const ChatMessage = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(['user', 'ai']),
  content: z.string().max(20_000),
  timestamp: Timestamp,
  emotionalValues: EmotionalValues,
  /** The language an AI message is written in (issue 18); absent for the user's and older ones. */
  language: ReplyLanguage,
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const Text = z.string().max(MAX_TEXT_LENGTH);

/** POST /api/ai-response/framed */
export const FramedReplyRequest = z.object({
  userMessage: userText('userMessage', 'Please enter a message.'),
  emotionalValues: EmotionalValues,
  originalText: Text,
  aiText: Text.nullish(),
  conversationHistory: z.array(ChatMessage).max(200),
});
export type FramedReplyRequest = z.infer<typeof FramedReplyRequest>;
export const FramedReplyResponse = z.object({
  response: z.string(),
  source: AiSource,
  language: ReplyLanguage,
});
export type FramedReplyResponse = z.infer<typeof FramedReplyResponse>;

/** POST /api/reanalyse-adjusted */
export const ReanalyseRequest = z.object({
  originalText: userText('originalText', 'Please enter some text to analyse.'),
  adjustedEmotionalValues: EmotionalValues,
});
export type ReanalyseRequest = z.infer<typeof ReanalyseRequest>;
export const ReanalyseResponse = z.object({
  response: z.string(),
  source: AiSource,
  language: ReplyLanguage,
});
export type ReanalyseResponse = z.infer<typeof ReanalyseResponse>;

/** POST /api/framed-conversations: the spec's saved conversation payload → 201 FramedConversation. */
export const SaveConversationRequest = z.object({
  originalText: Text,
  aiGeneratedText: Text.nullable(),
  emotionalValues: EmotionalValues,
  conversation: z.array(ChatMessage).max(500),
  timestamp: Timestamp,
});
export type SaveConversationRequest = z.infer<typeof SaveConversationRequest>;

/** GET /api/framed-conversations/:id */
export const FramedConversation = SaveConversationRequest.extend({ id: Id, createdAt: Timestamp });
export type FramedConversation = z.infer<typeof FramedConversation>;
