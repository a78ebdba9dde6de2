import { NotificationsProvider } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactEndpoint } from "../../../src/config/contactEndpoint";
import { ContactForm } from "../../../src/site/contact/ContactForm";
import { contactTexts, validateContactMessage } from "../../../src/site/contact/contactMessage";
import { submitContactMessage } from "../../../src/site/contact/submitContactMessage";
import type { ContactFormDeps } from "../../../src/site/contact/useContactSender";
import { renderPage } from "./renderPage";

afterEach(() => vi.restoreAllMocks());

const rpc: ContactEndpoint = { kind: "rpc", url: "https://api.example.test/rpc", headers: {}, formActionUrl: "" };

function contactForm(fetchMock: ContactFormDeps["fetch"]) {
  const deps: ContactFormDeps = {
    endpoint: rpc,
    fetch: fetchMock,
    postHiddenForm: vi.fn(async () => {}),
    fallbackEmail: "info@example.org",
    outbox: () => ({
      storage: { getItem: () => null, setItem: () => {} },
      newKey: () => "00000000-0000-4000-8000-000000000000",
    }),
  };
  renderPage(
    <NotificationsProvider>
      <ContactForm deps={deps} />
    </NotificationsProvider>,
    "/hi",
  );
  return userEvent.setup();
}

const valid = { name: "Asha", email: "asha@example.org", phone: "", subject: "other", message: "Hello" } as const;

// Typing in jsdom takes seconds on a busy 2-core machine.
describe("the contact form on a Hindi page", { timeout: 60_000 }, () => {
  it("is labelled in Hindi and still sends the English subject values", () => {
    contactForm(vi.fn());
    const form = screen.getByRole("form", { name: "संपर्क फ़ॉर्म" });
    expect(within(form).getByLabelText(/नाम/).getAttribute("maxlength")).toBe("120");
    const options = Array.from((within(form).getByLabelText(/विषय/) as HTMLSelectElement).options).map((o) => [
      o.value,
      o.text,
    ]);
    expect(options[0]).toEqual(["", "विषय चुनें"]);
    expect(options.slice(1).map(([value]) => value)).toEqual(["services", "volunteer", "donation", "support", "other"]);
    expect(options.slice(1).map(([, text]) => text)).toContain("दान के बारे में जानकारी");
    expect(screen.getByRole("button", { name: "संदेश भेजें" })).toBeTruthy();
  });

  it("says in Hindi that required fields are missing, then that the e-mail is wrong", async () => {
    const fetchMock = vi.fn();
    const user = contactForm(fetchMock);
    await user.click(screen.getByRole("button", { name: "संदेश भेजें" }));
    expect(await screen.findByText("कृपया सभी ज़रूरी जानकारी भरें।")).toBeTruthy();

    await user.type(screen.getByLabelText(/नाम/), "Asha");
    await user.type(screen.getByLabelText(/ईमेल/), "asha@example");
    await user.selectOptions(screen.getByLabelText(/विषय/), "donation");
    await user.type(screen.getByLabelText(/संदेश/), "दान कैसे करें?");
    await user.click(screen.getByRole("button", { name: "संदेश भेजें" }));
    expect(await screen.findByText("कृपया सही ईमेल पता लिखें।")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("contact texts in Hindi", () => {
  it("validates with the Hindi messages, and in English by default", () => {
    expect(validateContactMessage({ ...valid, name: " " }, contactTexts.hi)).toBe("कृपया सभी ज़रूरी जानकारी भरें।");
    expect(validateContactMessage({ ...valid, email: "asha@" }, contactTexts.hi)).toBe("कृपया सही ईमेल पता लिखें।");
    expect(validateContactMessage({ ...valid, email: "asha@" })).toBe("Please enter a valid email address.");
  });

  it("thanks in Hindi and puts the server's known refusals into Hindi", async () => {
    const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200 });
    const deps = (fetchImpl: () => Promise<Response>) => ({
      endpoint: rpc,
      fetch: vi.fn(fetchImpl) as unknown as typeof fetch,
      postHiddenForm: vi.fn(async () => {}),
      fallbackEmail: "info@example.org",
    });
    expect(await submitContactMessage(valid, "k", deps(answer({ success: true })), contactTexts.hi)).toMatchObject({
      status: "sent",
      message: contactTexts.hi.sent,
    });
    const limited = { success: false, message: "Too many messages from this address. Please try again in an hour." };
    expect(await submitContactMessage(valid, "k", deps(answer(limited)), contactTexts.hi)).toEqual({
      status: "refused",
      message: "इस पते से बहुत सारे संदेश आ चुके हैं। कृपया एक घंटे बाद फिर से कोशिश करें।",
    });
    expect(await submitContactMessage(valid, "k", deps(answer(limited)))).toEqual({
      status: "refused",
      message: limited.message,
    });
  });
});
