/**
 * The Framed Text Interaction's conversation and its three server calls (spec §4, §7, §8): a chat
 * reply (a typed message or AI Response), the reanalysis with the adjusted values, and Save, which
 * stores the §3 payload through POST /api/framed-conversations so it appears in the journal, then
 * says so in one toast once the journal list has it.
 * Each message records the four slider values at its moment.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmotionalValues } from '@contract/common';
import {
  FramedConversation,
  FramedReplyResponse,
  ReanalyseResponse,
  type ChatMessage,
} from '@contract/framed';
import { apiJson } from '@/lib/api';
import { usePageState, usePageStore, type PageState } from '@/lib/page-state';
import { queryKeys } from '@/lib/query-client';
import { toast, type ToastInput } from '@/lib/toast';
import { i18n } from '@/i18n/i18n';
import { replyLanguage } from '@/i18n/languages';
import { aiResponseMessage, newMessage, recentHistory, savePayload } from './chat';

/** The toast of a saved framed conversation, which says both of the spec's toasts in one. */
export const framedSavedTitle = () => i18n.t('framed.saved.title');
export const framedSavedDescription = () => i18n.t('framed.saved.description');

const valuesOf = (state: PageState): EmotionalValues => ({
  warmthDetachment: state.warmthDetachment,
  certaintyAmbiguity: state.certaintyAmbiguity,
  intensityRestraint: state.intensityRestraint,
  conflictCoherence: state.conflictCoherence,
});

export function useFramedChat() {
  const page = usePageStore();
  const queryClient = useQueryClient();
  const originalText = usePageState((state) => state.inputText);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  // The open modal hides the page's toast region from assistive technology (aria-modal), so
  // each toast of this view is also said in a live region inside the modal.
  const [announcement, setAnnouncement] = useState('');
  const notify = useCallback((input: ToastInput) => {
    toast(input);
    setAnnouncement(
      `${input.title}. ${typeof input.description === 'string' ? input.description : ''}`.trim(),
    );
  }, []);
  const aiFailed = () =>
    notify({
      title: i18n.t('framed.responseFailed.title'),
      description: i18n.t('framed.responseFailed.description'),
      variant: 'destructive',
    });
  // The latest list, for requests started from callbacks that closed over an older render.
  const latest = useRef(messages);
  useEffect(() => {
    latest.current = messages;
  }, [messages]);

  // A conversation is about one text: a new text starts a new conversation.
  const [conversationText, setConversationText] = useState(originalText);
  if (conversationText !== originalText) {
    setConversationText(originalText);
    setMessages([]);
  }

  const append = useCallback((message: ChatMessage) => {
    latest.current = [...latest.current, message];
    setMessages(latest.current);
  }, []);

  const reply = useMutation({
    mutationFn: ({ userMessage, history }: { userMessage: string; history: ChatMessage[] }) => {
      const state = page.getState();
      return apiJson(FramedReplyResponse, 'POST', '/api/ai-response/framed', {
        userMessage,
        emotionalValues: valuesOf(state),
        originalText: state.inputText,
        aiText: state.alternativeText.trim() === '' ? null : state.alternativeText,
        conversationHistory: recentHistory(history),
      });
    },
    onSuccess: (reply) =>
      append(newMessage('ai', reply.response, valuesOf(page.getState()), new Date(), replyLanguage(reply))),
    onError: aiFailed,
  });

  const reanalyse = useMutation({
    mutationFn: () => {
      const state = page.getState();
      return apiJson(ReanalyseResponse, 'POST', '/api/reanalyse-adjusted', {
        originalText: state.inputText,
        adjustedEmotionalValues: valuesOf(state),
      });
    },
    onSuccess: (reply) =>
      append(newMessage('ai', reply.response, valuesOf(page.getState()), new Date(), replyLanguage(reply))),
    onError: () =>
      notify({
        title: i18n.t('framed.reanalyseFailed.title'),
        description: i18n.t('framed.reanalyseFailed.description'),
        variant: 'destructive',
      }),
  });

  const save = useMutation({
    mutationFn: () => {
      const state = page.getState();
      return apiJson(
        FramedConversation,
        'POST',
        '/api/framed-conversations',
        savePayload({
          originalText: state.inputText,
          alternativeText: state.alternativeText,
          emotionalValues: valuesOf(state),
          conversation: latest.current,
        }),
      );
    },
    onSuccess: async () => {
      // Refresh the journal list (spec §7: the key /api/journal, with everything under it) before
      // saying the interaction is in it: the card's page and count are fetched now, lists not
      // shown refresh when they are.
      try {
        await queryClient.invalidateQueries({ queryKey: queryKeys.journal }, { throwOnError: true });
      } catch (error) {
        // Saved all the same; the journal loads afresh when it is next refreshed.
        console.warn('Journal refresh failed', error);
      }
      // One toast for the spec's two ('Conversation Saved', then 'Framed Interaction Saved'):
      // shown one after the other, the first lasted about 120 ms, too short to read (issue 14).
      notify({ title: framedSavedTitle(), description: framedSavedDescription() });
    },
    onError: () =>
      notify({
        title: i18n.t('framed.saveFailed.title'),
        description: i18n.t('framed.saveFailed.description'),
        variant: 'destructive',
      }),
  });

  /** Adds the user's message, then asks for the AI's reply to it. */
  const send = (text: string): boolean => {
    if (text.trim() === '' || reply.isPending) return false;
    const message = newMessage('user', text.trim(), valuesOf(page.getState()));
    const history = latest.current;
    append(message);
    reply.mutate({ userMessage: message.content, history });
    return true;
  };

  /** AI Response: the default insight prompt, or a reply to the latest user message with the values now. */
  const respond = () => {
    if (reply.isPending) return;
    reply.mutate({ userMessage: aiResponseMessage(latest.current), history: latest.current });
  };

  return {
    announcement,
    announce: setAnnouncement,
    messages,
    hasText: originalText.trim() !== '',
    send,
    respond,
    replying: reply.isPending,
    reanalyse: () => reanalyse.mutate(),
    reanalysing: reanalyse.isPending,
    save: () => save.mutate(),
    saving: save.isPending,
  };
}
