/** The side column's 'Alternative Text' and 'Your Original Text' cards, each when its text exists. */
import { FileText, Wand2 } from 'lucide-react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageState } from '@/lib/page-state';
import { CopyButton } from './copy-button';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';
import { TEXT_PREVIEW } from '@/lib/engine-result';

/** The card's heading, which takes focus when a new alternative arrives. */
export const ALTERNATIVE_HEADING_ID = 'alternative-title';

export function AlternativeTextCard() {
  const { t } = useTranslation();
  const text = usePageState((state) => state.alternativeText);
  if (!text) return null;
  return (
    <Card aria-labelledby={ALTERNATIVE_HEADING_ID} className="animate-fade-in" data-reveal>
      <CardHeader>
        <CardTitle id={ALTERNATIVE_HEADING_ID} tabIndex={-1} className="outline-none">
          <Wand2 className="size-5 text-accent" aria-hidden />
          {t('side.alternative.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p
          className="max-h-72 overflow-y-auto whitespace-pre-wrap text-sm leading-relaxed"
          data-testid="alternative-text"
        >
          {text}
        </p>
      </CardContent>
      <CardFooter>
        <CopyButton
          text={text}
          label={t('side.alternative.copy')}
          copiedMessage={t('side.alternative.copied')}
        />
      </CardFooter>
    </Card>
  );
}

/**
 * The card shows this many characters of a long text: the browser lays a paragraph out as a whole,
 * and a 1 MB one froze the page for seconds (issue 15). 'Copy Your Text' still copies all of it.
 */
export const ORIGINAL_PREVIEW = TEXT_PREVIEW;

export function OriginalTextCard() {
  const { t } = useTranslation();
  const text = usePageState((state) => state.inputText);
  if (!text) return null;
  const truncated = text.length > ORIGINAL_PREVIEW;
  return (
    <Card aria-labelledby="original-title">
      <CardHeader>
        <CardTitle id="original-title">
          <FileText className="size-5 text-accent" aria-hidden />
          {t('side.original.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="max-h-56 overflow-y-auto whitespace-pre-wrap text-sm leading-relaxed text-muted">
          {truncated ? `${text.slice(0, ORIGINAL_PREVIEW)}…` : text}
        </p>
        {truncated && (
          <p className="mt-2 text-xs text-subtle">
            {t('common.showingFirst', {
              shown: formatNumber(ORIGINAL_PREVIEW),
              total: formatNumber(text.length),
            })}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <CopyButton text={text} label={t('side.original.copy')} copiedMessage={t('side.original.copied')} />
      </CardFooter>
    </Card>
  );
}
