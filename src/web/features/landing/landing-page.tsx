/**
 * The visitors' page (spec §1, §2): what ToneLens does, the three feature cards, the privacy
 * statement, 'Log In' (→ /api/login) and the footer. While the user is being looked up it says
 * 'Loading ToneLens...' in place of the button. Small by design: it is all a visitor downloads.
 */
import { BookHeart, Lock, Radio, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/logo';
import { logIn } from '@/lib/auth';
import { LandingFooter } from './landing-footer';
import { SpectralWave } from './spectral-wave';
import { useDocumentTitle } from '@/lib/document-title';

const FEATURES = [
  {
    title: 'Spectral Analysis',
    icon: Sparkles,
    text: 'Every character becomes a value, a colour and a frequency. See your words as a living spectrum, from deep to bright.',
    hue: 27,
  },
  {
    title: 'EchoRoom Reflection',
    icon: Radio,
    text: 'When tension shows, step into a guided reflection. Write back, receive a resonant reply, and find what you mean.',
    hue: 190,
  },
  {
    title: 'Resonance Journal',
    icon: BookHeart,
    text: 'Each analysis leaves a trace. Revisit past entries and watch your emotional signature shift over time.',
    hue: 300,
  },
] as const;

export function LandingPage({ loading = false }: { loading?: boolean }) {
  useDocumentTitle('ToneLens: the tone beneath your words');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 py-5 sm:px-8">
        <div className="flex items-center gap-3">
          <Logo className="size-9" />
          <span className="font-display text-lg font-semibold tracking-tight">ToneLens</span>
        </div>
        {!loading && (
          <Button variant="outline" size="sm" onClick={() => logIn()}>
            Log In
          </Button>
        )}
      </header>

      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col px-5 sm:px-8">
        <section className="grid items-center gap-10 pb-14 pt-8 sm:pt-14 lg:grid-cols-[1.1fr_1fr] lg:gap-14 lg:pb-20">
          <div className="animate-fade-in">
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border-strong bg-surface/70 px-3 py-1 text-xs font-medium text-muted">
              <span className="spectral-gradient size-2 rounded-full" aria-hidden />
              Powered by Spectral Binary
            </p>
            <h1 className="text-4xl font-semibold leading-[1.08] sm:text-5xl lg:text-6xl">
              Hear the <span className="spectral-text">tone</span> beneath your words.
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-muted sm:text-lg">
              ToneLens reads the emotional resonance of what you write: journal entries, messages you are
              about to send, thoughts you are still untangling. Calm, private, and yours.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-4">
              {loading ? (
                <p role="status" aria-live="polite" className="flex items-center gap-3 text-sm text-muted">
                  <span className="spectral-gradient h-1 w-16 animate-pulse rounded-full" aria-hidden />
                  Loading ToneLens...
                </p>
              ) : (
                <Button variant="spectral" size="lg" onClick={() => logIn()}>
                  Log In
                </Button>
              )}
              <p className="flex items-center gap-2 text-sm text-muted">
                <Lock className="size-4 text-accent" aria-hidden />
                Your data is stored securely and only accessible to you.
              </p>
            </div>
          </div>
          <SpectralWave />
        </section>

        <section aria-labelledby="features-heading" className="pb-16">
          <h2 id="features-heading" className="sr-only">
            Features
          </h2>
          <ul className="grid gap-4 md:grid-cols-3 md:gap-5">
            {FEATURES.map(({ title, icon: Icon, text, hue }) => (
              <li key={title} className="glass-card group relative overflow-hidden rounded-2xl p-6">
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
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
