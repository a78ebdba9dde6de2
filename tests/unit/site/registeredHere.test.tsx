import { cleanup, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxDeps } from "../../../src/site/contact/contactOutbox";
import { EventRegistrationForm } from "../../../src/site/events/EventRegistrationForm";
import { registeredHereAt, rememberRegistration } from "../../../src/site/events/registeredHere";
import type { RegistrationFormDeps } from "../../../src/site/events/useRegistrationSender";
import { renderPage } from "./renderPage";

// Issue 36, item 12: after registering and reloading, the event's page showed no sign of it. The
// device remembers which events it registered for, and the form says so in the page's language.

const EVENT = "0b5c3f1e-7d7a-4d0e-9f59-4f3c1b2a9d11";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function form(storage: OutboxDeps["storage"], fetchImpl: RegistrationFormDeps["fetch"] = vi.fn(), path = "/events/x") {
  const outbox: OutboxDeps = { storage, newKey: () => "11111111-1111-4111-8111-111111111111", name: "e" };
  renderPage(
    <EventRegistrationForm
      eventId={EVENT}
      deps={{ endpoint: { url: "https://api.example.test/rpc", headers: {} }, fetch: fetchImpl, outbox: () => outbox }}
    />,
    path,
  );
}

afterEach(cleanup);

describe("an event this device registered for", { timeout: 60_000 }, () => {
  it("is remembered when the server takes the registration, and said after a reload, in English and Hindi", async () => {
    const storage = memoryStorage();
    const answer = {
      success: true,
      status: "confirmed",
      message: "Thank you! Your place is booked. We will call you before the event.",
    };
    form(storage, async () => new Response(JSON.stringify(answer), { status: 200 }));
    expect(screen.queryByText(/You registered on this phone/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: "98765 43210" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("You are registered")).toBeTruthy();
    const at = registeredHereAt(storage, EVENT);
    expect(at).not.toBeNull();
    // What the device keeps: the event and the moment, not the parent's name or number.
    expect(storage.getItem("event-registrations-here")).not.toMatch(/Asha|98765/);
    cleanup();

    // The page again, as after a reload.
    storage.setItem("event-registrations-here", JSON.stringify({ [EVENT]: "2026-12-05T06:00:00.000Z" }));
    form(storage);
    expect(await screen.findByText("You registered on this phone on December 5, 2026.")).toBeTruthy();
    cleanup();
    form(storage, vi.fn(), "/hi/events/x");
    expect(await screen.findByText("आपने इस फ़ोन से 5 दिसंबर 2026 को नाम लिखवाया था।")).toBeTruthy();
  });

  it("says nothing for another event, nor for a refused registration, nor from storage it cannot read", async () => {
    const storage = memoryStorage();
    rememberRegistration(storage, "another-event", new Date("2026-12-01T00:00:00Z"));
    storage.setItem("unrelated", "x");
    const refused = { success: false, message: "This event has been cancelled." };
    form(storage, async () => new Response(JSON.stringify(refused), { status: 200 }));
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: "Asha" } });
    fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: "98765 43210" } });
    await userEvent.setup().click(screen.getByRole("button", { name: "Register" }));
    expect(await screen.findByText("This event has been cancelled.")).toBeTruthy();
    expect(screen.queryByText(/You registered on this phone/)).toBeNull();
    expect(registeredHereAt(storage, EVENT)).toBeNull();
    storage.setItem("event-registrations-here", "not json");
    expect(registeredHereAt(storage, EVENT)).toBeNull();
  });
});
