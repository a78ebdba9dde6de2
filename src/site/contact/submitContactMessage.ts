import type { ContactEndpoint } from "../../config/contactEndpoint";
import { contactFields, contactTexts, type ContactMessage, type ContactTexts } from "./contactMessage";

/** Posts the fields through a hidden form into a hidden frame; resolves once the frame is gone. */
export type HiddenFormPost = (actionUrl: string, fields: Record<string, string>) => Promise<void>;

export type ContactDeps = {
  endpoint: ContactEndpoint;
  fetch: typeof fetch;
  postHiddenForm: HiddenFormPost;
  /** The address offered when the message cannot be sent at all. */
  fallbackEmail: string;
};

export type ContactOutcome =
  | { status: "sent"; method: "json" | "form" | "hidden-form"; message: string }
  /** The endpoint answered `success: false`: show its message, keep the text, send nothing else. */
  | { status: "refused"; message: string }
  /** Our own endpoint could not be reached: the message stays on the device to be sent again. */
  | { status: "unreachable"; message: string }
  | { status: "failed"; message: string };

type Attempt = { result: "sent" } | { result: "refused"; message: string } | { result: "transport"; problem: string };

type ServerAnswer = { success?: unknown; message?: unknown };

async function readAnswer(response: Response): Promise<ServerAnswer | null> {
  try {
    const answer: unknown = await response.json();
    return typeof answer === "object" && answer !== null ? (answer as ServerAnswer) : null;
  } catch {
    return null;
  }
}

/**
 * One post. A network error (CORS included), a status without `{ success }`, or an unreadable
 * answer is a transport failure; `success: false` is a refusal, whatever the status.
 */
async function post(deps: ContactDeps, texts: ContactTexts, contentType: string, body: string): Promise<Attempt> {
  let response: Response;
  try {
    response = await deps.fetch(deps.endpoint.url, {
      method: "POST",
      headers: { ...deps.endpoint.headers, "Content-Type": contentType, Accept: "application/json" },
      body,
    });
  } catch (error) {
    return { result: "transport", problem: String(error) };
  }
  const answer = await readAnswer(response);
  if (answer?.success === false) {
    const message =
      typeof answer.message === "string" && answer.message ? texts.refused(answer.message) : texts.outerFailure;
    return { result: "refused", message };
  }
  if (response.ok && answer?.success === true) return { result: "sent" };
  return { result: "transport", problem: `HTTP ${response.status}` };
}

/**
 * Our own RPC: one JSON post carrying the message's key. The RPC stores a key once, so when the
 * answer does not come the message is kept and sent again later, never by another method that
 * could store it twice. A client error (4xx without an answer) will not mend by itself.
 */
async function submitToRpc(
  fields: Record<string, string>,
  deps: ContactDeps,
  texts: ContactTexts,
): Promise<ContactOutcome> {
  const attempt = await post(deps, texts, "application/json", JSON.stringify(fields));
  if (attempt.result === "sent") return { status: "sent", method: "json", message: texts.sent };
  if (attempt.result === "refused") return { status: "refused", message: attempt.message };
  if (/^HTTP 4(?!08|29)/.test(attempt.problem)) {
    console.error("The contact endpoint refused the request", attempt.problem);
    return { status: "failed", message: texts.allMethodsFailed(deps.fallbackEmail) };
  }
  console.warn("The contact endpoint could not be reached", attempt.problem);
  return { status: "unreachable", message: texts.kept };
}

/**
 * An endpoint we do not run (docs/decisions/014-the-contact-chain-one-keyed-post-to-our-rpc-three-methods.md, "The contact chain"): a JSON post, then a
 * form-encoded post, then a hidden form whose answer cannot be read and so counts as sent. The
 * chain moves on only when transport fails; a refusal stops it.
 */
async function submitToOverride(
  fields: Record<string, string>,
  deps: ContactDeps,
  texts: ContactTexts,
): Promise<ContactOutcome> {
  const attempts = [
    { method: "json", contentType: "application/json", body: JSON.stringify(fields) },
    { method: "form", contentType: "application/x-www-form-urlencoded", body: new URLSearchParams(fields).toString() },
  ] as const;
  for (const { method, contentType, body } of attempts) {
    const attempt = await post(deps, texts, contentType, body);
    if (attempt.result === "sent") return { status: "sent", method, message: texts.sent };
    if (attempt.result === "refused") return { status: "refused", message: attempt.message };
    console.warn(`Contact method "${method}" failed`, attempt.problem);
  }
  try {
    await deps.postHiddenForm(deps.endpoint.formActionUrl, fields);
    return { status: "sent", method: "hidden-form", message: texts.sentByHiddenForm };
  } catch (error) {
    console.error("Contact hidden form failed", error);
    return { status: "failed", message: texts.allMethodsFailed(deps.fallbackEmail) };
  }
}

/**
 * Sends one contact message with its key (made once per message in the browser); what the
 * visitor is told comes in `texts`' language (the server's refusals through `texts.refused`).
 */
export async function submitContactMessage(
  values: ContactMessage,
  clientKey: string,
  deps: ContactDeps,
  texts: ContactTexts = contactTexts.en,
): Promise<ContactOutcome> {
  try {
    const fields = { ...contactFields(values), client_key: clientKey };
    return deps.endpoint.kind === "rpc"
      ? await submitToRpc(fields, deps, texts)
      : await submitToOverride(fields, deps, texts);
  } catch (error) {
    return { status: "failed", message: texts.unexpectedError(error instanceof Error ? error.message : "") };
  }
}
