import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import { useToast } from "~/hooks/use-toast";

/** Renders the toasts from `toast()`. Mount once, near the root of the app. */
function Toaster() {
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
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}

export { Toaster };
