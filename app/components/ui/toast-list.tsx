import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import { useToast } from "~/hooks/use-toast";
import { TOAST_HOTKEY } from "~/components/ui/toast-viewport";

/**
 * The toasts from `toast()` on Radix's toast primitives. Loaded by `<Toaster />` (toaster.tsx)
 * when the first toast is shown, so a page that shows none never loads Radix.
 */
export default function ToastList() {
  const { toasts } = useToast();

  return (
    <ToastProvider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, type, ...props }) => (
        <Toast
          key={id}
          variant={variant}
          // Errors interrupt (aria-live="assertive"); everything else is announced politely.
          type={type ?? (variant === "destructive" ? "foreground" : "background")}
          {...props}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={TOAST_HOTKEY} />
    </ToastProvider>
  );
}
