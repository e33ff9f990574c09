import { useEffect } from "react";
import type { ToastMessage } from "~/domain/toast";
import { toast } from "~/hooks/use-toast";

/** Shows the toast an action returned (validation failures, refused sign-ins). */
export function useActionToast(actionData: { toast?: ToastMessage } | undefined) {
  const message = actionData?.toast;
  useEffect(() => {
    if (message) toast(message);
  }, [message]);
}
