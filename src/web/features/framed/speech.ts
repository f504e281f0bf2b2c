/**
 * The part of the Web Speech API the chat's microphone uses (spec §4: en-AU, continuous, interim
 * results, final transcripts appended). TypeScript's DOM library does not declare the
 * recognition class itself, so its shape is stated here.
 */
export const SPEECH_LANGUAGE = 'en-AU';

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort?(): void;
}

export type RecognitionConstructor = new () => Recognition;

/** The browser's recognition class (standard or WebKit-prefixed), or null where there is none. */
export function recognitionClass(scope: object): RecognitionConstructor | null {
  const candidate =
    (scope as { SpeechRecognition?: unknown }).SpeechRecognition ??
    (scope as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as RecognitionConstructor) : null;
}

/** The final transcripts of one result event, joined; interim ones are left for later events. */
export function finalTranscript(event: RecognitionResultEvent): string {
  const parts: string[] = [];
  for (let index = event.resultIndex; index < event.results.length; index++) {
    const result = event.results[index];
    if (result?.isFinal) parts.push(result[0].transcript.trim());
  }
  return parts.filter((part) => part !== '').join(' ');
}

/** Appends spoken text to what is typed, with one space between them. */
export function appendTranscript(current: string, spoken: string): string {
  if (spoken.trim() === '') return current;
  if (current === '' || /\s$/u.test(current)) return current + spoken.trim();
  return `${current} ${spoken.trim()}`;
}
