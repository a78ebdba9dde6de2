import type { HttpError, OpenNotificationParams } from "@refinedev/core";

/** Refine's errorNotification for a failed write: the declaration's text, the server's reason beneath. */
export function failureToast(message: string) {
  return (error?: HttpError): OpenNotificationParams => {
    console.error(error);
    return { type: "error", message, description: error?.message };
  };
}
