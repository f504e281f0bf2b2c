import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-11 w-full rounded-xl border border-border-strong bg-surface-sunken px-3.5 text-base text-foreground outline-none transition-colors placeholder:text-subtle focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/50 disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
