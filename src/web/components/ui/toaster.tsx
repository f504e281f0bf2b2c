/**
 * Renders the toast store (lib/toast.ts): one toast at a time, F8 focuses the region (Radix
 * default), placed where it covers no control (use-toast-placement).
 */
import { useRef } from 'react';
import { dismissToast, TOAST_DURATION, useToasts } from '@/lib/toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToastPlacement } from './use-toast-placement';

export function Toaster() {
  const toasts = useToasts();
  const list = useRef<HTMLOListElement>(null);
  const shown = toasts.find((item) => item.open);
  useToastPlacement(list, shown !== undefined, shown?.id);
  return (
    <ToastProvider duration={TOAST_DURATION}>
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration ?? TOAST_DURATION}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description !== undefined && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={list} />
    </ToastProvider>
  );
}
