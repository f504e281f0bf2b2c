import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { useTranslation } from 'react-i18next';

export const ToastProvider = ToastPrimitive.Provider;

/**
 * aria-live="off" keeps the toast list readable by screen readers while a modal dialog is open:
 * the dialog hides everything outside it (aria-hidden) except live regions. "off" because Radix
 * already announces each toast once through its own status element; the list itself stays quiet.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      aria-live="off"
      // Placed by the toaster where it covers no control (use-toast-placement); these are the
      // defaults for the moment before it is measured.
      className={cn(
        'fixed left-2 top-2 z-[100] m-0 flex max-h-screen w-[calc(100%-1rem)] max-w-[420px] list-none flex-col-reverse gap-2 p-0 outline-none',
        className,
      )}
      {...props}
    />
  );
}

// pointer-events-auto! (important): Radix makes a toast shown before a modal opened inert
// (pointer-events: none, as for any layer under a modal), so its Close could not be pressed until
// it timed out. The toast list is a dismissable-layer branch: pressing it does not close the modal.
const toastVariants = cva(
  'group pointer-events-auto! relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-2xl backdrop-blur-md data-[state=open]:animate-fade-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-border-strong bg-surface-raised/95 text-foreground',
        destructive: 'border-destructive/60 bg-destructive-surface/95 text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Close
      className={cn(
        'absolute right-2 top-2 rounded-lg p-1.5 text-muted hover:bg-border/60 hover:text-foreground',
        className,
      )}
      aria-label={t('common.close')}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}
