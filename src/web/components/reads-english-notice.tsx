/**
 * Above the analyser's result cards, and in a journal entry's stored analysis, when the engine read
 * the text as another language (issue 18, ADR 0018): the engine's lexicons and models are English,
 * so the numbers below may mean little. The
 * language is named in the interface's language (Intl.DisplayNames). A status region with an icon
 * and words, so it is not told by colour alone.
 */
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageReading } from '@contract/analysis';

/** The name of language `code` in `interfaceLanguage` ('es' → 'Spanish', 'español', 'Spanisch'). */
export function languageName(code: string, interfaceLanguage: string): string {
  try {
    return (
      new Intl.DisplayNames([interfaceLanguage], { type: 'language', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** `language` is null or absent for an analysis stored before the engine said (ADR 0018): no notice. */
export function ReadsEnglishNotice({ language }: { language: LanguageReading | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!language || language.readsEnglish || !language.detected) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-3 rounded-xl border border-[#f5c58a]/40 bg-[#f5c58a]/10 p-4 text-sm leading-relaxed text-foreground"
    >
      <Languages className="mt-0.5 size-5 shrink-0 text-[#f5c58a]" aria-hidden />
      <span>{t('readsEnglish.notice', { language: languageName(language.detected, i18n.language) })}</span>
    </p>
  );
}
