import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-32 w-full rounded-xl border border-border-strong bg-surface-sunken px-4 py-3 text-base leading-relaxed text-foreground outline-none transition-colors placeholder:text-subtle focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/50 disabled:opacity-60 sm:text-[0.9375rem]',
        className,
      )}
      {...props}
    />
  );
}
