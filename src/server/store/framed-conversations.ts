/**
 * Saved Framed Text Interaction conversations (spec §3 "Saved conversation payload"). Each
 * appears in the journal. The four values and the messages are kept as JSON text and parsed
 * with the contract's schemas on the way out.
 */
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { EmotionalValues } from '@contract/common';
import { ChatMessage, type FramedConversation, type SaveConversationRequest } from '@contract/framed';
import { newId } from '../ids';
import { JournalRepository } from './journal';
import { dominantTones, previewOf } from './journal-text';
import type { FramedConversationsTable } from './schema';
import type { UserScope } from './scope';

const Messages = z.array(ChatMessage);

function toConversation(row: Selectable<FramedConversationsTable>): FramedConversation {
  return {
    id: row.id,
    originalText: row.originalText,
    aiGeneratedText: row.aiGeneratedText,
    emotionalValues: EmotionalValues.parse(JSON.parse(row.emotionalValues)),
    conversation: Messages.parse(JSON.parse(row.conversation)),
    timestamp: row.clientTimestamp,
    createdAt: row.createdAt,
  };
}

export class FramedConversationsRepository {
  constructor(private readonly scope: UserScope) {}

  async create(input: SaveConversationRequest): Promise<FramedConversation> {
    return this.scope.transaction(async (scope) => {
      const row: Selectable<FramedConversationsTable> = {
        id: newId(),
        userId: scope.userId,
        originalText: input.originalText,
        aiGeneratedText: input.aiGeneratedText,
        emotionalValues: JSON.stringify(input.emotionalValues),
        conversation: JSON.stringify(input.conversation),
        clientTimestamp: input.timestamp,
        createdAt: scope.now(),
      };
      const { userId: _owner, ...values } = row;
      await scope.insertInto('framedConversations', values).execute();
      // The entry previews what the conversation was about: the text, else the first message.
      const about = input.originalText.trim() || input.conversation[0]?.content || '';
      await new JournalRepository(scope).add({
        kind: 'conversation',
        analysisId: null,
        sourceId: row.id,
        preview: previewOf(about),
        dominantTones: dominantTones(about),
        searchBody: [
          input.originalText,
          input.aiGeneratedText ?? '',
          ...input.conversation.map((message) => message.content),
        ].join('\n'),
        createdAt: row.createdAt,
      });
      return toConversation(row);
    });
  }

  /** Mine, newest first. */
  async list(): Promise<FramedConversation[]> {
    const rows = await this.scope
      .selectFrom('framedConversations')
      .selectAll('framedConversations')
      .orderBy('framedConversations.createdAt', 'desc')
      .orderBy('framedConversations.id', 'desc')
      .execute();
    return rows.map(toConversation);
  }

  async get(id: string): Promise<FramedConversation | null> {
    const row = await this.scope
      .selectFrom('framedConversations')
      .selectAll('framedConversations')
      .where('framedConversations.id', '=', id)
      .executeTakeFirst();
    return row ? toConversation(row) : null;
  }
}
