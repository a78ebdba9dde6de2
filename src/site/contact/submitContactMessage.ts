import type { ContactEndpoint } from "../../config/contactEndpoint";
import { contactTexts, type ContactMessage } from "./contactMessage";

/** Posts the fields through a hidden form into a hidden frame; resolves once the frame is gone. */
export type HiddenFormPost = (actionUrl: string, fields: Record<string, string>) => Promise<void>;

export type ContactDeps = {
  endpoint: ContactEndpoint;
  fetch: typeof fetch;
  postHiddenForm: HiddenFormPost;
  /** The address offered when every method failed. */
  fallbackEmail: string;
};

export type ContactOutcome =
  { status: "sent"; method: "json" | "form" | "hidden-form"; message: string } | { status: "failed"; message: string };

type ServerAnswer = { success?: boolean; message?: string };

/** One fetch method: a non-OK status, success:false, or a network error throws, handing over to the next. */
async function post(deps: ContactDeps, contentType: string, body: string): Promise<void> {
  const response = await deps.fetch(deps.endpoint.url, {
    method: "POST",
    headers: { ...deps.endpoint.headers, "Content-Type": contentType, Accept: "application/json" },
    body,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const answer = (await response.json()) as ServerAnswer;
  if (answer.success !== true) throw new Error(answer.message ?? "The server did not accept the message");
}

/**
 * Sends a contact message by three methods in turn (docs/product.md#contact-form): a JSON post,
 * a form-encoded post, then a hidden form post whose result cannot be read and so counts as sent.
 */
export async function submitContactMessage(values: ContactMessage, deps: ContactDeps): Promise<ContactOutcome> {
  try {
    const fields: Record<string, string> = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: values.subject,
      message: values.message.trim(),
    };
    const attempts = [
      { method: "json", contentType: "application/json", body: JSON.stringify(fields) },
      {
        method: "form",
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams(fields).toString(),
      },
    ] as const;

    for (const attempt of attempts) {
      try {
        await post(deps, attempt.contentType, attempt.body);
        return { status: "sent", method: attempt.method, message: contactTexts.sent };
      } catch (error) {
        console.warn(`Contact method "${attempt.method}" failed`, error);
      }
    }

    try {
      await deps.postHiddenForm(deps.endpoint.formActionUrl, fields);
      return { status: "sent", method: "hidden-form", message: contactTexts.sentByHiddenForm };
    } catch (error) {
      console.error("Contact hidden form failed", error);
      return { status: "failed", message: contactTexts.allMethodsFailed(deps.fallbackEmail) };
    }
  } catch (error) {
    const message = error instanceof Error && error.message ? error.message : contactTexts.outerFailure;
    return { status: "failed", message };
  }
}
