import { NotificationsProvider } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { rest } from "../../../src/lib/rest";
import { ContactForm } from "../../../src/site/contact/ContactForm";
import { emptyContactMessage } from "../../../src/site/contact/contactMessage";
import { submitContactMessage } from "../../../src/site/contact/submitContactMessage";
import type { ContactFormDeps } from "../../../src/site/contact/useContactSender";
import { ReceiptRequestForm } from "../../../src/site/getInvolved/ReceiptRequestForm";
import { emptyReceiptRequest, submitReceiptRequest } from "../../../src/site/getInvolved/receiptRequest";
import { AssessmentForm } from "../../../src/site/assessment/AssessmentForm";
import { assessmentPayload, emptyAssessment } from "../../../src/site/assessment/assessmentRequest";
import { callbackPayload, emptyCallback } from "../../../src/site/assessment/callbackRequest";
import { EventRegistrationForm } from "../../../src/site/events/EventRegistrationForm";
import { emptyRegistration, registrationPayload } from "../../../src/site/events/eventRegistration";
import { paths } from "../../../src/site/paths";
import { formDeclarations, privacyPagePath, type FormName } from "../../../src/site/shared/privacyNotice";
import { renderPage } from "./renderPage";

vi.mock("../../../src/lib/rest", () => ({ rest: { rpc: vi.fn() } }));

// docs/product.md#notices-at-forms: what a form stores matches what its notice says. The fields
// each form really sends are read here from its sender, and compared with the fields the
// notice's declaration names; then each form shows its notice, naming each of them, in the
// page's language, with a link to the privacy page of that language.

/**
 * Fields a form sends that are not personal data: the one-time key that makes a retry safe, the
 * event a registration is for, and the page's language an 80G request carries for its receipt.
 */
const technical = new Set(["client_key", "event_id", "language"]);
const declaredFields = (form: FormName) => formDeclarations[form].data.flatMap((datum) => [...datum.fields]).sort();

async function contactFieldsSent(): Promise<string[]> {
  const fetch = vi.fn(
    async (..._args: Parameters<typeof globalThis.fetch>) =>
      new Response(JSON.stringify({ success: true }), { status: 200 }),
  );
  await submitContactMessage(emptyContactMessage, "key", {
    endpoint: { kind: "rpc", url: "https://api.example.test/rpc", headers: {}, formActionUrl: "" },
    fetch,
    postHiddenForm: async () => {},
    fallbackEmail: "info@example.org",
  });
  const body = JSON.parse(String(fetch.mock.calls[0][1]?.body)) as Record<string, unknown>;
  return Object.keys(body)
    .filter((key) => !technical.has(key))
    .sort();
}

async function receiptFieldsSent(): Promise<string[]> {
  const rpc = vi.mocked(rest.rpc);
  rpc.mockResolvedValue({ data: { success: true, message: "ok" }, error: null } as never);
  await submitReceiptRequest(emptyReceiptRequest, undefined, "key");
  const args = rpc.mock.calls[0][1] as Record<string, unknown>;
  return Object.keys(args)
    .filter((key) => !technical.has(key))
    .sort();
}

it("links to the privacy page's own address", () => {
  expect(privacyPagePath).toBe(paths.privacy);
});

describe("what each form sends is what its notice declares", () => {
  it("the contact form", async () => {
    expect(await contactFieldsSent()).toEqual(declaredFields("contact"));
  });

  it("the 80G receipt request", async () => {
    expect(await receiptFieldsSent()).toEqual(declaredFields("receipt"));
  });

  it("the assessment request", () => {
    const sent = Object.keys(assessmentPayload(emptyAssessment("en"), "key")).filter((key) => !technical.has(key));
    expect(sent.sort()).toEqual(declaredFields("assessment"));
  });

  it("the call back on the assessment page", () => {
    const sent = Object.keys(callbackPayload(emptyCallback("hi"), "key")).filter((key) => !technical.has(key));
    expect(sent.sort()).toEqual(declaredFields("callback"));
  });

  it("the event registration", () => {
    const sent = Object.keys(registrationPayload(emptyRegistration("event"), "key")).filter(
      (key) => !technical.has(key),
    );
    expect(sent.sort()).toEqual(declaredFields("event-registration"));
  });
});

const contactDeps: ContactFormDeps = {
  endpoint: { kind: "rpc", url: "https://api.example.test/rpc", headers: {}, formActionUrl: "" },
  fetch: vi.fn(),
  postHiddenForm: vi.fn(),
  fallbackEmail: "info@example.org",
  outbox: () => ({ storage: { getItem: () => null, setItem: () => {} }, newKey: () => "k" }),
};

const forms = [
  { form: "contact" as const, element: <ContactForm deps={contactDeps} /> },
  { form: "receipt" as const, element: <ReceiptRequestForm /> },
  {
    form: "assessment" as const,
    element: (
      <AssessmentForm
        deps={{
          endpoint: { url: "https://api.example.test/rpc", headers: {} },
          fetch: vi.fn(),
          outbox: () => ({ storage: { getItem: () => null, setItem: () => {} }, newKey: () => "k", name: "a" }),
        }}
      />
    ),
  },
  {
    form: "event-registration" as const,
    element: (
      <EventRegistrationForm
        eventId="0b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11"
        deps={{
          endpoint: { url: "https://api.example.test/rpc", headers: {} },
          fetch: vi.fn(),
          outbox: () => ({ storage: { getItem: () => null, setItem: () => {} }, newKey: () => "k", name: "e" }),
        }}
      />
    ),
  },
];

describe.each(forms)("the $form form shows its notice beside its button", ({ form, element }) => {
  it.each([
    ["/", "en", "Privacy Policy", "/privacy"],
    ["/hi", "hi", "गोपनीयता नीति", "/hi/privacy"],
  ] as const)("at %s", (path, language, linkName, href) => {
    renderPage(<NotificationsProvider>{element}</NotificationsProvider>, path);
    const notice = screen.getByRole("link", { name: linkName }).parentElement!;
    for (const datum of formDeclarations[form].data) expect(notice.textContent).toContain(datum[language]);
    expect(notice.textContent).toContain(formDeclarations[form].purpose[language]);
    expect(within(notice).getByRole("link", { name: linkName }).getAttribute("href")).toBe(href);
    // Next to the button: the notice is the element just before it.
    const button = screen.getByRole("button", {
      name: language === "en" ? /Send Message|Send request|Send the request|^Register$/ : /संदेश भेजें|अनुरोध भेजें|नाम लिखवाएँ/,
    });
    expect(notice.nextElementSibling).toBe(button);
  });
});
