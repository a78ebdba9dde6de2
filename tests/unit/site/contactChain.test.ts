import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactEndpoint } from "../../../src/config/contactEndpoint";
import { contactTexts, type ContactMessage } from "../../../src/site/contact/contactMessage";
import { submitContactMessage, type ContactDeps } from "../../../src/site/contact/submitContactMessage";

const endpoint: ContactEndpoint = {
  url: "https://api.example.test/rest/v1/rpc/submit_contact_message",
  headers: { apikey: "anon", Authorization: "Bearer anon" },
  formActionUrl: "https://api.example.test/rest/v1/rpc/submit_contact_message?apikey=anon",
};

const values: ContactMessage = {
  name: "  Asha Verma ",
  email: "asha@example.org",
  phone: "",
  subject: "volunteer",
  message: "I would like to help on weekends.",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function deps(responses: Array<Response | Error>, hiddenForm = vi.fn(async () => {})) {
  const fetchMock = vi.fn(async () => {
    const next = responses.shift();
    if (!next || next instanceof Error) throw next ?? new TypeError("Failed to fetch");
    return next;
  });
  const d: ContactDeps = {
    endpoint,
    fetch: fetchMock as unknown as typeof fetch,
    postHiddenForm: hiddenForm,
    fallbackEmail: "info@example.org",
  };
  return { d, fetchMock, hiddenForm };
}

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("submitContactMessage", () => {
  it("sends JSON first, with the API key headers and trimmed fields", async () => {
    const { d, fetchMock, hiddenForm } = deps([json({ success: true, message: "stored" })]);
    const outcome = await submitContactMessage(values, d);
    expect(outcome).toEqual({ status: "sent", method: "json", message: contactTexts.sent });
    expect(outcome.message).toBe("Thank you for your message! We will get back to you soon.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint.url);
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({
      apikey: "anon",
      Authorization: "Bearer anon",
      "Content-Type": "application/json",
    });
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Asha Verma",
      email: "asha@example.org",
      phone: "",
      subject: "volunteer",
      message: "I would like to help on weekends.",
    });
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it.each([
    ["a non-OK status", json({ success: true }, 500)],
    ["success:false", json({ success: false, message: "Too many messages" })],
    ["a network error", new TypeError("Failed to fetch")],
    ["an unreadable answer", new Response("<html>", { status: 200 })],
  ])("falls back to a form-encoded post after %s", async (_label, first) => {
    const { d, fetchMock, hiddenForm } = deps([first, json({ success: true })]);
    const outcome = await submitContactMessage(values, d);
    expect(outcome).toEqual({ status: "sent", method: "form", message: contactTexts.sent });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const init = fetchMock.mock.calls[1][1 as never] as unknown as RequestInit;
    expect(init.headers).toMatchObject({ apikey: "anon", "Content-Type": "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toMatchObject({
      name: "Asha Verma",
      subject: "volunteer",
    });
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it.each([
    ["a non-OK status", json({ message: "bad" }, 400)],
    ["success:false", json({ success: false })],
    ["a network error", new TypeError("Failed to fetch")],
  ])("falls back to the hidden form after the second method fails with %s", async (_label, second) => {
    const { d, hiddenForm } = deps([new TypeError("Failed to fetch"), second]);
    const outcome = await submitContactMessage(values, d);
    expect(outcome).toEqual({ status: "sent", method: "hidden-form", message: contactTexts.sentByHiddenForm });
    expect(outcome.message).toBe("Your message has been submitted! We will get back to you soon.");
    expect(hiddenForm).toHaveBeenCalledWith(endpoint.formActionUrl, {
      name: "Asha Verma",
      email: "asha@example.org",
      phone: "",
      subject: "volunteer",
      message: "I would like to help on weekends.",
    });
  });

  it("reports that every method failed when the hidden form fails too", async () => {
    const hiddenForm = vi.fn(async () => {
      throw new Error("blocked");
    });
    const { d } = deps([json({}, 503), json({}, 503)], hiddenForm);
    const outcome = await submitContactMessage(values, d);
    expect(outcome).toEqual({
      status: "failed",
      message: "There was an issue submitting your message. Please try emailing us directly at info@example.org",
    });
  });

  it("reports an outer failure with the error's own message", async () => {
    const broken = { ...values, message: { trim: () => 1n } } as unknown as ContactMessage;
    const { d, fetchMock } = deps([]);
    const outcome = await submitContactMessage(broken, d);
    expect(outcome.status).toBe("failed");
    expect(outcome.message).toMatch(/BigInt/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports the generic outer failure when the error has no message", async () => {
    const broken = {
      ...values,
      name: {
        trim: () => {
          throw new Error("");
        },
      },
    } as unknown as ContactMessage;
    const { d } = deps([]);
    expect(await submitContactMessage(broken, d)).toEqual({
      status: "failed",
      message: "Failed to send your message. Please try again later.",
    });
  });
});
