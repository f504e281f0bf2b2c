import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-xl text-sm font-medium transition-[background-color,color,box-shadow,transform,opacity] duration-200 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-55 active:scale-[0.98] [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'bg-primary text-primary-foreground shadow-[0_8px_24px_-12px] shadow-primary/60 hover:bg-primary-strong',
        spectral:
          'text-primary-foreground bg-[linear-gradient(100deg,#ffc48a,#b8f5a0_25%,#9ae6f5_55%,#c8b8ff_80%,#ffb3e6)] bg-[length:160%_100%] bg-left hover:bg-right shadow-[0_10px_30px_-14px] shadow-primary/70 transition-[background-position,transform] duration-500',
        destructive: 'bg-destructive text-[#2a0a10] hover:bg-destructive/90',
        outline:
          'border border-border-strong bg-surface/60 text-foreground hover:bg-surface-raised hover:border-primary/60',
        secondary: 'bg-surface-raised text-foreground hover:bg-border/70',
        ghost: 'text-foreground hover:bg-surface-raised',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-lg px-3 text-[0.8125rem]',
        lg: 'h-12 rounded-xl px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  ...props
}: ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? 'button')}
      {...props}
    />
  );
}
