/**
 * The journal as Markdown (GET /api/journal/export?format=md): one section per entry, newest
 * first, with the full text behind it quoted so the user's own formatting cannot break the
 * document's structure. Every line end CommonMark knows (LF, CRLF and a lone CR) starts a new
 * quoted line, and HTML is escaped, so no text can add a heading or raw HTML to the file.
 */
import { parseDominantTones, type JournalExportEntry } from '@contract/journal';

const ECHO_NAMES: Record<string, string> = {
  solo: 'Solo Echo',
  message: 'Message Echo',
  thread: 'Thread Return',
  spectral: 'Spectral Meaning',
};

/** '2025-06-13 10:00 UTC': unambiguous in every locale. */
export function utcStamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Backslash-escapes what could turn text into markup outside plain prose: `<` (raw HTML and
 * autolinks), `&` (entities) and the backslash itself (so an escape cannot be undone, and a
 * trailing one is not a hard line break). The text reads the same once rendered.
 */
const escapeMarkup = (line: string) => line.replace(/[\\<&]/gu, (char) => `\\${char}`);

export const quote = (text: string) =>
  text
    .trim()
    .split(/\r\n|\r|\n/u)
    .map((line) => (line.trim() === '' ? '>' : `> ${escapeMarkup(line)}`))
    .join('\n');

const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value)} %`);
const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));

function analysisSection(entry: JournalExportEntry, lines: string[]): void {
  const analysis = entry.analysis;
  if (!analysis) return;
  lines.push(`Mode: ${analysis.mode} · ${analysis.wordCount} words`, '', quote(analysis.inputText), '');
  if (analysis.toneLensSummary) lines.push(`**ToneLens summary:** ${analysis.toneLensSummary}`, '');
  if (analysis.warmthDetachment !== null) {
    lines.push(
      `Warmth ${score(analysis.warmthDetachment)} · Certainty ${score(analysis.certaintyAmbiguity)} · ` +
        `Intensity ${score(analysis.intensityRestraint)} · Coherence ${score(analysis.conflictCoherence)}`,
      '',
    );
  }
  if (analysis.deepTonePercentage !== null) {
    lines.push(
      `Deep ${percent(analysis.deepTonePercentage)} · Suspended ${percent(analysis.suspendedTonePercentage)} · ` +
        `Bright ${percent(analysis.brightTonePercentage)}`,
      '',
    );
  }
  if (analysis.alternativeText)
    lines.push('**Alternative wording:**', '', quote(analysis.alternativeText), '');
}

function conversationSection(entry: JournalExportEntry, lines: string[]): void {
  const conversation = entry.conversation;
  if (!conversation) return;
  if (conversation.originalText.trim()) lines.push(quote(conversation.originalText), '');
  if (conversation.aiGeneratedText)
    lines.push('**AI Generated Alternative:**', '', quote(conversation.aiGeneratedText), '');
  for (const message of conversation.conversation) {
    lines.push(`**${message.type === 'user' ? 'You' : 'AI Assistant'}:**`, '', quote(message.content), '');
  }
}

function reflectionSection(entry: JournalExportEntry, lines: string[]): void {
  const reflection = entry.reflection;
  if (!reflection) return;
  if (reflection.originalText.trim()) lines.push('**About:**', '', quote(reflection.originalText), '');
  lines.push('**Your reflection:**', '', quote(reflection.userReflection), '');
  if (reflection.resonantReply.trim()) lines.push('**Echo:**', '', quote(reflection.resonantReply), '');
}

function title(entry: JournalExportEntry): string {
  if (entry.kind === 'conversation') return 'Framed conversation';
  if (entry.kind === 'reflection') {
    const mode = entry.reflection ? ECHO_NAMES[entry.reflection.echoMode] : undefined;
    return mode ? `Reflection (${mode})` : 'Reflection';
  }
  return 'Analysis';
}

export function journalMarkdown(entries: JournalExportEntry[], exportedAt: string): string {
  const count = entries.length === 1 ? '1 entry' : `${entries.length} entries`;
  const lines = [
    '# Resonance Journal',
    '',
    `Exported from ToneLens on ${utcStamp(exportedAt)} · ${count}`,
    '',
  ];
  if (entries.length === 0) lines.push('No journal entries yet', '');
  for (const entry of entries) {
    lines.push('---', '', `## ${title(entry)} · ${utcStamp(entry.createdAt)}`, '');
    const tones = parseDominantTones(entry.dominantTones);
    if (tones.length > 0) lines.push(`Dominant tones: ${tones.join(', ')}`, '');
    if (entry.kind === 'analysis') analysisSection(entry, lines);
    else if (entry.kind === 'conversation') conversationSection(entry, lines);
    else reflectionSection(entry, lines);
  }
  return lines.join('\n').trimEnd() + '\n';
}
