import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContactEndpoint } from "../../../src/config/contactEndpoint";
import { contactTexts, type ContactMessage } from "../../../src/site/contact/contactMessage";
import { submitContactMessage, type ContactDeps } from "../../../src/site/contact/submitContactMessage";

const rpc: ContactEndpoint = {
  kind: "rpc",
  url: "https://api.example.test/rest/v1/rpc/submit_contact_message",
  headers: { apikey: "anon", Authorization: "Bearer anon" },
  formActionUrl: "https://api.example.test/rest/v1/rpc/submit_contact_message?apikey=anon",
};
const override: ContactEndpoint = {
  kind: "override",
  url: "https://script.example.test/exec",
  headers: {},
  formActionUrl: "https://script.example.test/exec",
};

const values: ContactMessage = {
  name: "  Asha Verma \u200B",
  email: "asha@example.org",
  phone: "",
  subject: "volunteer",
  message: "I would like to help on weekends.",
};
const KEY = "0b7c6a52-4c1e-4b4f-9d0a-6f1e2d3c4b5a";
/** What the form sends for `values`: the name trimmed of its spaces and invisible characters, and the key. */
const posted = { ...values, name: "Asha Verma", client_key: KEY };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function deps(endpoint: ContactEndpoint, responses: Array<Response | Error>, hiddenForm = vi.fn(async () => {})) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
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

describe("submitContactMessage to our own RPC", () => {
  it("sends one JSON post with the API key, the trimmed fields and the message's key", async () => {
    const { d, fetchMock } = deps(rpc, [json({ success: true, message: "stored" })]);
    const outcome = await submitContactMessage(values, KEY, d);
    expect(outcome).toEqual({ status: "sent", method: "json", message: contactTexts.en.sent });
    expect(outcome.message).toBe("Thank you for your message! We will get back to you soon.");
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(rpc.url);
    expect(init.headers).toMatchObject({ apikey: "anon", "Content-Type": "application/json" });
    expect(JSON.parse(init.body as string)).toEqual(posted);
  });

  it("stops at a refusal and shows the server's message: no second method, no hidden form", async () => {
    const refusal = "Too many messages from this address. Please try again in an hour.";
    const { d, fetchMock, hiddenForm } = deps(rpc, [
      json({ success: false, message: refusal }),
      json({ success: true }),
    ]);
    expect(await submitContactMessage(values, KEY, d)).toEqual({ status: "refused", message: refusal });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it.each([
    ["a network error", new TypeError("Failed to fetch")],
    ["a server error", json({ message: "upstream" }, 502)],
    ["a timeout status", json({}, 408)],
    ["an unreadable answer", new Response("<html>", { status: 200 })],
  ])("keeps the message after %s, and tries nothing else that could store it twice", async (_label, first) => {
    const { d, fetchMock, hiddenForm } = deps(rpc, [first, json({ success: true })]);
    expect(await submitContactMessage(values, KEY, d)).toEqual({
      status: "unreachable",
      message: contactTexts.en.kept,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it("gives up with the e-mail address when the server rejects the request itself", async () => {
    const { d } = deps(rpc, [json({ code: "PGRST202", message: "no function" }, 404)]);
    expect(await submitContactMessage(values, KEY, d)).toEqual({
      status: "failed",
      message: "There was an issue submitting your message. Please try emailing us directly at info@example.org",
    });
  });
});

describe("submitContactMessage to an override endpoint", () => {
  it.each([
    ["a non-OK status", json({ success: true }, 500)],
    ["a network error (CORS)", new TypeError("Failed to fetch")],
    ["an unreadable answer", new Response("<html>", { status: 200 })],
    ["a client error without an answer", new Response("", { status: 415 })],
  ])("falls back to a form-encoded post after %s", async (_label, first) => {
    const { d, fetchMock, hiddenForm } = deps(override, [first, json({ success: true })]);
    expect(await submitContactMessage(values, KEY, d)).toEqual({
      status: "sent",
      method: "form",
      message: contactTexts.en.sent,
    });
    const init = fetchMock.mock.calls[1][1];
    expect(init.headers).toMatchObject({ "Content-Type": "application/x-www-form-urlencoded" });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual(posted);
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it("falls back to the hidden form when both posts fail in transport, and counts it as sent", async () => {
    const { d, hiddenForm } = deps(override, [new TypeError("Failed to fetch"), json({}, 503)]);
    expect(await submitContactMessage(values, KEY, d)).toEqual({
      status: "sent",
      method: "hidden-form",
      message: "Your message has been submitted! We will get back to you soon.",
    });
    expect(hiddenForm).toHaveBeenCalledWith(override.formActionUrl, posted);
  });

  it.each([0, 1])("stops at a refusal from method %i, with its message", async (refusingMethod) => {
    const refusal = json({ success: false, message: "Refused by the script" }, 200);
    const responses = refusingMethod === 0 ? [refusal] : [new TypeError("Failed to fetch"), refusal];
    const { d, fetchMock, hiddenForm } = deps(override, responses);
    expect(await submitContactMessage(values, KEY, d)).toEqual({ status: "refused", message: "Refused by the script" });
    expect(fetchMock).toHaveBeenCalledTimes(refusingMethod + 1);
    expect(hiddenForm).not.toHaveBeenCalled();
  });

  it("reports that every method failed when the hidden form fails too", async () => {
    const hiddenForm = vi.fn(async () => {
      throw new Error("blocked");
    });
    const { d } = deps(override, [json({}, 503), json({}, 503)], hiddenForm);
    expect(await submitContactMessage(values, KEY, d)).toEqual({
      status: "failed",
      message: "There was an issue submitting your message. Please try emailing us directly at info@example.org",
    });
  });
});

describe("submitContactMessage when something else breaks", () => {
  it("reports an outer failure with the error's own message", async () => {
    const broken = { ...values, message: { replace: () => 1n } } as unknown as ContactMessage;
    const { d, fetchMock } = deps(rpc, []);
    const outcome = await submitContactMessage(broken, KEY, d);
    expect(outcome.status).toBe("failed");
    expect(outcome.message).toMatch(/BigInt/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports the generic outer failure when the error has no message", async () => {
    const broken = {
      ...values,
      name: {
        replace: () => {
          throw new Error("");
        },
      },
    } as unknown as ContactMessage;
    const { d } = deps(rpc, []);
    expect(await submitContactMessage(broken, KEY, d)).toEqual({
      status: "failed",
      message: "Failed to send your message. Please try again later.",
    });
  });
});
