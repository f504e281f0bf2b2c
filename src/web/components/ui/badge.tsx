import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-primary/40 bg-primary/15 text-primary-strong',
        secondary: 'border-border-strong bg-surface-raised text-foreground',
        outline: 'border-border-strong text-muted',
        success: 'border-success/40 bg-success/10 text-success',
        warning: 'border-[#f5c58a]/40 bg-[#f5c58a]/10 text-[#f5c58a]',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
