import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContactEndpoint } from "../../../src/config/contactEndpoint";
import { ContactForm } from "../../../src/site/contact/ContactForm";
import { OUTBOX_STORAGE_KEY, type OutboxDeps } from "../../../src/site/contact/contactOutbox";
import type { ContactFormDeps } from "../../../src/site/contact/useContactSender";
import { siteTheme } from "../../../src/site/theme";

afterEach(() => vi.restoreAllMocks());

const rpc: ContactEndpoint = { kind: "rpc", url: "https://api.example.test/rpc", headers: {}, formActionUrl: "" };
const override: ContactEndpoint = { ...rpc, kind: "override", formActionUrl: "https://api.example.test/rpc" };
const SENT = "Thank you for your message! We will get back to you soon.";
const KEPT = /saved on this device and will be sent by itself when the connection returns/;

/** localStorage as the tabs of one browser share it. */
function sharedStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

/** The browser's Web Locks as tabs share them: one holder at a time, the others queue. */
function sharedLocks(): OutboxDeps["locks"] {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_name: string, callback: () => Promise<unknown>) => {
      const turn = tail.then(callback);
      tail = turn.catch(() => {});
      return turn;
    }) as never,
  };
}

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(
  fetchImpl: ContactFormDeps["fetch"],
  options: { endpoint?: ContactEndpoint; storage?: OutboxDeps["storage"]; locks?: OutboxDeps["locks"] } = {},
) {
  let keys = 0;
  const outbox: OutboxDeps = {
    storage: options.storage ?? sharedStorage(),
    newKey: () => `00000000-0000-4000-8000-00000000000${keys++}`,
    locks: options.locks,
  };
  const deps: ContactFormDeps = {
    endpoint: options.endpoint ?? rpc,
    fetch: fetchImpl,
    postHiddenForm: vi.fn(async () => {}),
    fallbackEmail: "info@example.org",
    outbox: () => outbox,
  };
  const view = render(
    <MantineProvider theme={siteTheme}>
      <MemoryRouter>
        <NotificationsProvider>
          <ContactForm deps={deps} />
        </NotificationsProvider>
      </MemoryRouter>
    </MantineProvider>,
  );
  return { deps, outbox, view, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = "asha@example.org") {
  await user.type(screen.getByLabelText(/Name/), "Asha");
  await user.type(screen.getByLabelText(/Email/), email);
  await user.selectOptions(screen.getByLabelText(/Subject/), "donation");
  await user.type(screen.getByLabelText(/Message/), "How can I donate?");
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Send Message" }));
const goOnline = () => act(() => void window.dispatchEvent(new Event("online")));
const bodies = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, string>);

// Typing in jsdom takes seconds on a busy 2-core machine.
describe("ContactForm", { timeout: 60_000 }, () => {
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

  it("blocks an incomplete form and a markup e-mail with the exact messages", async () => {
    const fetchMock = vi.fn();
    const { user } = setup(fetchMock);
    await send(user);
    expect(await screen.findByText("Please fill in all required fields.")).toBeTruthy();
    await fill(user, "<b>asha</b>@example.org");
    await send(user);
    expect(await screen.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("takes a name of zero-width spaces as empty", async () => {
    const fetchMock = vi.fn();
    const { user } = setup(fetchMock);
    await user.type(screen.getByLabelText(/Name/), "\u200B\u200B\uFEFF");
    await user.type(screen.getByLabelText(/Email/), "asha@example.org");
    await user.selectOptions(screen.getByLabelText(/Subject/), "donation");
    await user.type(screen.getByLabelText(/Message/), "Hello");
    await send(user);
    expect(await screen.findByText("Please fill in all required fields.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' while busy, then thanks and clears the form", async () => {
    let respond: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    const { user, outbox } = setup(fetchMock as unknown as ContactFormDeps["fetch"]);
    await fill(user);
    await send(user);
    expect(screen.getByRole("button", { name: "Sending..." }).hasAttribute("disabled")).toBe(true);
    respond(answer({ success: true, message: "ok" }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe(""));
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
    expect(outbox.storage.getItem(OUTBOX_STORAGE_KEY)).toBe("[]");
  });

  it("shows our server's refusal and keeps everything typed, with no 'submitted' toast", async () => {
    const refusal = "Too many messages from this address. Please try again in an hour.";
    const fetchMock = vi.fn(async () => answer({ success: false, message: refusal }));
    const { user, deps } = setup(fetchMock);
    await fill(user);
    await send(user);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(deps.postHiddenForm).not.toHaveBeenCalled();
    expect(screen.queryByText(/submitted/)).toBeNull();
    expect(screen.queryByText(SENT)).toBeNull();
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("How can I donate?");
    expect(screen.queryByText(KEPT)).toBeNull();
  });

  it("keeps the message on the device when the network fails, then sends it once when the connection returns", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    const { user, outbox } = setup(fetchMock as unknown as ContactFormDeps["fetch"]);
    await fill(user);
    await send(user);
    const notice = await screen.findByRole("status");
    expect(within(notice).getByText(KEPT)).toBeTruthy();
    expect(within(notice).getByRole("button", { name: "Send again" })).toBeTruthy();
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("How can I donate?");
    const kept = JSON.parse(outbox.storage.getItem(OUTBOX_STORAGE_KEY)!) as { key: string }[];
    expect(kept).toHaveLength(1);

    fetchMock.mockImplementation(async () => answer({ success: true }));
    goOnline();
    goOnline();
    goOnline();
    expect(await screen.findByText(SENT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(KEPT)).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bodies(fetchMock).map((b) => b.client_key)).toEqual([kept[0].key, kept[0].key]);
    expect((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value).toBe("");
    expect(outbox.storage.getItem(OUTBOX_STORAGE_KEY)).toBe("[]");
  });

  it("'Send again' retries with the same key, so a lost answer never makes a second message", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    const { user } = setup(fetchMock as unknown as ContactFormDeps["fetch"]);
    await fill(user);
    await send(user);
    await screen.findByRole("status");
    await send(user);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    fetchMock.mockImplementation(async () => answer({ success: true }));
    await user.click(await screen.findByRole("button", { name: "Send again" }));
    expect(await screen.findByText(SENT)).toBeTruthy();
    expect(new Set(bodies(fetchMock).map((b) => b.client_key)).size).toBe(1);
  });

  it("sends a kept message once when two open tabs see the connection return", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const storage = sharedStorage();
    const locks = sharedLocks();
    const offline = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    const first = setup(offline as unknown as ContactFormDeps["fetch"], { storage, locks });
    await fill(first.user);
    await send(first.user);
    await screen.findByRole("status");
    first.view.unmount();

    // Both tabs open while offline, so neither sends on opening; then the connection returns.
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const online = vi.fn(async () => answer({ success: true }));
    setup(online, { storage, locks });
    setup(online, { storage, locks });
    expect(await screen.findAllByRole("status")).toHaveLength(2);
    expect(online).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    goOnline();
    await waitFor(() => expect(screen.queryAllByRole("status")).toHaveLength(0));
    expect(storage.getItem(OUTBOX_STORAGE_KEY)).toBe("[]");
    expect(online).toHaveBeenCalledTimes(1);
  });

  it("against an override endpoint, keeps what was typed when every method fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { user, deps } = setup(
      vi.fn(async () => new Response("{}", { status: 500 })),
      { endpoint: override },
    );
    deps.postHiddenForm = vi.fn(async () => Promise.reject(new Error("blocked")));
    await fill(user);
    await send(user);
    expect(
      await screen.findByText(
        "There was an issue submitting your message. Please try emailing us directly at info@example.org",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText(/Name/) as HTMLInputElement).value).toBe("Asha");
    expect(screen.queryByText(KEPT)).toBeNull();
  });
});
