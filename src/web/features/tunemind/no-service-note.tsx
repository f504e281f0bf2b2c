/** What the music buttons say when TUNEMIND_URL is unset: no service, use the built-in preview. */
import { Info } from 'lucide-react';

export const NO_SERVICE_TEXT = 'No music service is configured.';

export function NoServiceNote({ id, action }: { id?: string; action: string }) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-xl border border-border bg-surface-sunken/70 p-3 text-sm text-muted"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <span>
        {NO_SERVICE_TEXT} {action}
      </span>
    </p>
  );
}
