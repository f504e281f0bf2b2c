/** A link inside a toast, opening in a new tab (the audio, or TuneMind itself). */
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

export function ToastLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0' })}
    >
      <ExternalLink aria-hidden />
      {children}
    </a>
  );
}
