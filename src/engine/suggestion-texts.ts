/**
 * The EchoRoom advice per mode (spec §9), in the engine's English. A module of its own, with no
 * imports, so the web's English catalogue can take these sentences without bringing voice.ts's
 * rules and the dimension tables into the landing page's JavaScript (they would land in its
 * chunk, since the signed-in app shares them).
 */
export type SuggestionKind = 'solo' | 'message' | 'thread' | 'guided';

/** Each starts with its EchoRoom mode's name, which voice.ts's suggestionModeOf reads back. */
export const SUGGESTION_TEXTS: Readonly<Record<SuggestionKind, string>> = {
  solo: 'Solo Echo: strong feeling is pulling against itself here. Reflect privately on what feels overwhelming before you act on it.',
  message:
    'Message Echo: this reads as distant and unsure. Decode how the other person might receive it before you send it.',
  thread:
    'Thread Return: the feelings here sit at opposite extremes. Return to the thread and look for the loop you keep coming back to.',
  guided:
    'Guided reflection: some tension is present. Take a moment to name what you most want this writing to say.',
};
