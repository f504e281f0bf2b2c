/**
 * The EchoRoom's four modes (spec §3 "Echo modes") as the interface names them, which mode an
 * analysis suggests, and the §3 save payload. Pure, so it is tested without a browser.
 */
import type { Language } from '@contract/auth';
import type { EchoMode, EchoSaveRequest, ReflectionMode } from '@contract/echo-room';
import { suggestionModeOf } from '@engine/voice';

/**
 * A mode and its framework name (never translated, ADR 0017). What it is for, its invitation and
 * its placeholder are catalogue texts: `echo.modes.<mode>.focus|invitation|placeholder`.
 */
export interface EchoModeInfo {
  mode: EchoMode;
  label: string;
}

export const ECHO_MODE_INFO: Readonly<Record<EchoMode, EchoModeInfo>> = {
  solo: {
    mode: 'solo',
    label: 'Solo Echo',
  },
  message: {
    mode: 'message',
    label: 'Message Echo',
  },
  thread: {
    mode: 'thread',
    label: 'Thread Return',
  },
  spectral: {
    mode: 'spectral',
    label: 'Spectral Meaning',
  },
};

export const ECHO_MODE_ORDER: readonly EchoMode[] = ['solo', 'message', 'thread', 'spectral'];

export function isReflectionMode(mode: EchoMode): mode is ReflectionMode {
  return mode !== 'spectral';
}

/**
 * The EchoRoom mode an analysis' suggestion points to, read by the engine's one suggestion module
 * (issue 12 "One voice"), so the mark here always matches the tension panel's advice; a guided
 * reflection or no suggestion points to none.
 */
export function suggestedMode(suggestion: string | null): ReflectionMode | null {
  const mode = suggestionModeOf(suggestion);
  return mode === 'solo' || mode === 'message' || mode === 'thread' ? mode : null;
}

export interface ReflectionDraft {
  mode: ReflectionMode;
  reflection: string;
  reply: string;
  /** The language the reply is written in (issue 18); absent when there is no reply. */
  replyLanguage?: Language | undefined;
  /** The analysed text the reflection is about ('' when there is none). */
  originalText: string;
  analysisId: string | null;
}

/** True when Send Echo and Save & Close may run (spec §5: non-blank reflection and a mode). */
export function canReflect(reflection: string, mode: EchoMode | null): boolean {
  return mode !== null && isReflectionMode(mode) && reflection.trim() !== '';
}

/**
 * The spec §3 save payload; emotionalInsights is always null. A reply goes with the language it
 * is written in, so the journal marks it with its own `lang` later (issue 18).
 */
export function savePayload(draft: ReflectionDraft, now: Date = new Date()): EchoSaveRequest {
  return {
    analysisId: draft.analysisId,
    echoMode: draft.mode,
    originalText: draft.originalText,
    resonantReply: draft.reply,
    ...(draft.reply !== '' && draft.replyLanguage ? { replyLanguage: draft.replyLanguage } : {}),
    userReflection: draft.reflection,
    emotionalInsights: null,
    spectralResonance: JSON.stringify({ echoMode: draft.mode, timestamp: now.toISOString() }),
  };
}
