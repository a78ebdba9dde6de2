import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../../../src/site/contact/ContactForm";
import type { ContactDeps } from "../../../src/site/contact/submitContactMessage";
import { siteTheme } from "../../../src/site/theme";

afterEach(() => vi.restoreAllMocks());

function setup(fetchImpl: ContactDeps["fetch"]) {
  const deps: ContactDeps = {
    endpoint: { url: "https://api.example.test/rpc", headers: {}, formActionUrl: "https://api.example.test/rpc" },
    fetch: fetchImpl,
    postHiddenForm: vi.fn(async () => {}),
    fallbackEmail: "info@example.org",
  };
  render(
    <MantineProvider theme={siteTheme}>
      <NotificationsProvider>
        <ContactForm deps={deps} />
      </NotificationsProvider>
    </MantineProvider>,
  );
  return { deps, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = "asha@example.org") {
  await user.type(screen.getByLabelText(/Name/), "Asha");
  await user.type(screen.getByLabelText(/Email/), email);
  await user.selectOptions(screen.getByLabelText(/Subject/), "donation");
  await user.type(screen.getByLabelText(/Message/), "How can I donate?");
}

describe("ContactForm", () => {
  it("mirrors the server's limits and the spec's attributes on the inputs", () => {
    setup(vi.fn());
    expect(screen.getByLabelText(/Name/).getAttribute("maxlength")).toBe("120");
    expect(screen.getByLabelText(/Email/).getAttribute("maxlength")).toBe("254");
    expect(screen.getByLabelText(/Phone/).getAttribute("maxlength")).toBe("30");
    expect(screen.getByLabelText(/Message/).getAttribute("maxlength")).toBe("5000");
    expect(screen.getByLabelText(/Message/).getAttribute("rows")).toBe("5");
    expect(screen.getByLabelText(/Name/).hasAttribute("required")).toBe(true);
    expect(screen.getByLabelText(/Phone/).hasAttribute("required")).toBe(false);
    const options = Array.from((screen.getByLabelText(/Subject/) as HTMLSelectElement).options).map((o) => [
      o.value,
      o.text,
    ]);
    expect(options.slice(1)).toEqual([
      ["services", "Services Inquiry"],
      ["volunteer", "Volunteer Opportunities"],
      ["donation", "Donation Information"],
      ["support", "General Support"],
      ["other", "Other"],
    ]);
  });

  it("blocks an incomplete form and a bad e-mail with the exact messages", async () => {
    const fetchMock = vi.fn();
    const { user } = setup(fetchMock);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please fill in all required fields.")).toBeTruthy();
    await fill(user, "asha at example");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' while busy, then thanks and clears the form", async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup(fetchMock as unknown as ContactDeps["fetch"]);
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    const busy = screen.getByRole("button", { name: "Sending..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    answer(new Response(JSON.stringify({ success: true, message: "ok" }), { status: 200 }));
    expect(await screen.findByText("Thank you for your message! We will get back to you soon.")).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe(""));
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("keeps what was typed when every method fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, deps } = setup(vi.fn(async () => new Response("{}", { status: 500 })));
    deps.postHiddenForm = vi.fn(async () => Promise.reject(new Error("blocked")));
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(
      await screen.findByText(
        "There was an issue submitting your message. Please try emailing us directly at info@example.org",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe("Asha");
  });
});
