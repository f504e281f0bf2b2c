/** The new user's dashboard: what the signature is and how it starts. */
import { Activity, FileText, LineChart, Sparkles } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

const STEPS = [
  { Icon: FileText, text: 'Analyse a piece of writing in ToneLens, Spectral Binary or Full Spectrum mode.' },
  { Icon: Sparkles, text: 'Each analysis adds one value between 0 and 1 to your signature.' },
  {
    Icon: LineChart,
    text: 'After six analyses you will see whether your tone is rising, falling or stable.',
  },
];

export function SignatureEmpty() {
  return (
    <Card aria-labelledby="signature-empty-title" className="animate-fade-in">
      <CardContent className="grid justify-items-center gap-6 px-6 py-12 text-center sm:py-16">
        <span className="grid size-16 place-items-center rounded-full border border-border bg-surface-sunken">
          <Activity className="size-7 text-accent" aria-hidden />
        </span>
        <div className="grid max-w-md gap-2">
          <h2 id="signature-empty-title" className="font-display text-xl font-semibold">
            Your Resonance Signature starts here
          </h2>
          <p className="text-sm leading-relaxed text-muted">
            Your signature traces the tone of your writing over time. It is empty for now: analyse your first
            text and it will begin to take shape.
          </p>
        </div>
        <ol className="grid w-full max-w-2xl gap-3 text-left sm:grid-cols-3">
          {STEPS.map(({ Icon, text }, step) => (
            <li key={text} className="grid gap-2 rounded-xl border border-border bg-surface-sunken/70 p-4">
              <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-subtle">
                <Icon className="size-4 text-accent" aria-hidden />
                Step {step + 1}
              </span>
              <span className="text-sm text-muted">{text}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
