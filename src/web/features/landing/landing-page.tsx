/**
 * The visitors' page (spec §1, §2): what ToneLens does, the three feature cards, the privacy
 * statement, 'Log In' (→ /api/login) and the footer. While the user is being looked up it says
 * 'Loading ToneLens...' in place of the button. The server sends it pre-rendered to a visitor
 * with no session, where no script of the app runs (ADR 0048): everything on it works as HTML.
 */
import { BookHeart, Lock, Radio, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { LandingFooter } from './landing-footer';
import { SpectralWave } from './spectral-wave';
import { useDocumentTitle } from '@/lib/document-title';
import { Trans, useTranslation } from 'react-i18next';
import type { ComponentProps } from 'react';

/**
 * 'Log In' sends the browser to /api/login (spec §2) as a plain form does, so it works on the
 * pre-rendered page, where the app's script does not run (ADR 0048). `contents`: the form adds
 * no box, the button sits in the layout as before.
 */
function LogInButton(props: Pick<ComponentProps<typeof Button>, 'variant' | 'size'>) {
  const { t } = useTranslation();
  return (
    <form action="/api/login" method="get" className="contents">
      <Button type="submit" {...props}>
        {t('landing.logIn')}
      </Button>
    </form>
  );
}

const FEATURES = [
  { key: 'spectral', icon: Sparkles, hue: 27 },
  { key: 'echoRoom', icon: Radio, hue: 190 },
  { key: 'journal', icon: BookHeart, hue: 300 },
] as const;

export function LandingPage({ loading = false }: { loading?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
        <div className="flex items-center gap-3">
          <Logo className="size-9" />
          <span className="font-display text-lg font-semibold tracking-tight">ToneLens</span>
        </div>
        {!loading && <LogInButton variant="outline" size="sm" />}
      </header>

      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-5 sm:px-8">
        <section className="grid items-center gap-10 pb-14 pt-8 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pb-20">
          <div className="animate-fade-in" data-landing-hero>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border-strong bg-surface/70 px-3 py-1 text-xs font-medium text-muted">
              <span className="spectral-gradient size-2 rounded-full" aria-hidden />
              {t('common.poweredBy')}
            </p>
            <h1 className="text-4xl font-semibold leading-[1.08] sm:text-5xl lg:text-6xl">
              <Trans i18nKey="landing.headline" components={{ tone: <span className="spectral-text" /> }} />
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
              {t('landing.intro')}
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              {loading ? (
                <p role="status" aria-live="polite" className="flex items-center gap-3 text-sm text-muted">
                  <span className="spectral-gradient h-1 w-16 animate-pulse rounded-full" aria-hidden />
                  {t('common.loadingToneLens')}
                </p>
              ) : (
                <LogInButton variant="spectral" size="lg" />
              )}
              <p className="flex items-center gap-2 text-sm text-muted">
                <Lock className="size-4 text-accent" aria-hidden />
                {t('landing.privacy')}
              </p>
            </div>
          </div>
          <SpectralWave />
        </section>

        <section aria-labelledby="features-heading" className="pb-16">
          <h2 id="features-heading" className="sr-only">
            {t('landing.features')}
          </h2>
          <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
            {FEATURES.map(({ key, icon: Icon, hue }) => (
              <li key={key} className="glass-card group relative overflow-hidden rounded-2xl p-6">
                <div
                  className="absolute inset-x-0 top-0 h-px opacity-80"
                  style={{
                    background: `linear-gradient(90deg, transparent, hsl(${hue} 80% 65%), transparent)`,
                  }}
                  aria-hidden
                />
                <div
                  className="mb-4 flex size-11 items-center justify-center rounded-xl"
                  style={{ background: `hsl(${hue} 80% 60% / 0.14)`, color: `hsl(${hue} 85% 72%)` }}
                >
                  <Icon className="size-5" aria-hidden />
                </div>
                <h3 className="text-lg font-semibold">{t(`landing.feature.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{t(`landing.feature.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
