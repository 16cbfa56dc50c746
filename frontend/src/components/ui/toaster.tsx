import { useEffect, useRef } from 'react';
import { TOAST_SWIPE_THRESHOLD_PX } from '@pathwise/contracts';
import { defaultToastDuration, dismissToast, useToasts } from '@/lib/toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from '@/components/ui/toast';

/**
 * Renders the notification store (spec section 9): 5000 ms by default, swipe right 50 px to dismiss, and F8 moves
 * focus to the notification area. The store keeps at most one toast.
 */
export function Toaster({ focusViewport = false }: { focusViewport?: boolean }) {
  const toasts = useToasts();
  const viewportRef = useRef<HTMLOListElement>(null);

  // Mounted by an F8 press: that press should land in the notification area too.
  useEffect(() => {
    if (focusViewport) viewportRef.current?.focus();
  }, [focusViewport]);

  return (
    <ToastProvider
      duration={defaultToastDuration()}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport ref={viewportRef} hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastProvider>
  );
}
