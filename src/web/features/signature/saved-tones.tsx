/**
 * Tones saved from the analyser with 'Save to Signature' (spec §3 "Signature entry"): value,
 * frequency, emotional range in its colour, and the first 100 characters of the text.
 */
import { Bookmark } from 'lucide-react';
import type { SignatureEntry } from '@contract/signature';
import { hslString } from '@engine/colour';
import { SIGNATURE_LIST_SIZE } from '@engine/signature';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from './format';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

export function SavedTones({ tones }: { tones: readonly SignatureEntry[] }) {
  const { t } = useTranslation();
  const shown = tones.slice(0, SIGNATURE_LIST_SIZE);
  return (
    <Card aria-labelledby="signature-saved-title">
      <CardHeader>
        <CardTitle id="signature-saved-title">
          <Bookmark className="size-5 text-accent" aria-hidden />
          {t('signature.saved')}
        </CardTitle>
        <CardDescription>
          {tones.length === 0
            ? t('signature.savedEmpty')
            : tones.length > shown.length
              ? t('signature.savedSomeShown', { count: tones.length, shown: shown.length })
              : t('signature.savedCount', { count: tones.length })}
        </CardDescription>
      </CardHeader>
      {shown.length > 0 && (
        <CardContent>
          <ul className="grid gap-3" aria-label={t('signature.saved')}>
            {shown.map((tone) => (
              <li
                key={tone.id}
                className="flex items-start gap-3 rounded-xl border border-border bg-surface-sunken/70 p-3"
              >
                <span
                  className="mt-0.5 size-8 shrink-0 rounded-lg"
                  style={{ background: hslString(tone.colorHue) }}
                  aria-hidden
                />
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-xs">
                    <span className="font-semibold tabular-nums text-foreground">
                      {formatNumber(Number(tone.spectralValue.toFixed(3)))}
                    </span>
                    <span className="text-muted">
                      {tone.frequencyHz} Hz · {tone.emotionalRange}
                    </span>
                    <time dateTime={tone.timestamp} className="text-subtle">
                      {formatDateTime(tone.timestamp)}
                    </time>
                  </p>
                  <p className="break-words text-sm text-muted">{tone.originalText || t('journal.noText')}</p>
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
