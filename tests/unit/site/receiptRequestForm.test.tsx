import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rest } from "../../../src/lib/rest";
import ReceiptRequestPage from "../../../src/site/getInvolved/ReceiptRequestPage";
import { renderPage } from "./renderPage";

vi.mock("../../../src/lib/rest", () => ({ rest: { rpc: vi.fn() } }));
const rpc = vi.mocked(rest.rpc);

beforeEach(() => rpc.mockReset());

// The texts are written out here, not read from the content module, so a Hindi left in English
// (or missing) fails.
const english = {
  required: "Please fill in this field.",
  pan: "Please enter a valid PAN as printed on the card: five capital letters, four digits and a capital letter, as in ABCPE1234F.",
  noLetters: "Please write this with at least one letter or digit.",
  thanks: "Thank you! We have your request and will send the 80G receipt once we have matched your gift.",
};
const hindi = {
  required: "कृपया यह जानकारी भरें।",
  pan: "कृपया PAN वैसा ही लिखें जैसा कार्ड पर छपा है: पाँच कैपिटल अक्षर, चार अंक और फिर एक कैपिटल अक्षर, जैसे ABCPE1234F।",
  contact: "कृपया ईमेल या फ़ोन नंबर दें।",
  mode: "कृपया चुनें कि पेमेंट कैसे किया।",
  thanks: "धन्यवाद! आपका अनुरोध हमें मिल गया है। जैसे ही हम अपने खाते में आपका दान देख लेंगे, 80G रसीद भेज देंगे।",
  failed: "आपका अनुरोध नहीं भेजा जा सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।",
};

const field = (name: string) => document.getElementById(`receipt-${name}`) as HTMLInputElement;

function renderForm(path: string) {
  renderPage(<ReceiptRequestPage />, path);
  return userEvent.setup();
}

async function fillValidRequest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("donorName"), "Asha");
  await user.type(field("pan"), "abcpe1234f");
  await user.type(field("address"), "Prayagraj");
  await user.type(field("email"), "a@b.in");
  await user.type(field("amount"), "2500");
  await user.type(field("giftDate"), "2026-01-15");
  await user.selectOptions(field("mode"), "cash");
}

describe("the 80G receipt request form", () => {
  it("in English, refuses a bad PAN with the English message", async () => {
    const user = renderForm("/get_involve/80g-receipt");
    await user.type(field("pan"), "ABC123");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(english.pan)).toBeTruthy();
    expect(screen.getAllByText(english.required)).toHaveLength(4);
    expect(rpc).not.toHaveBeenCalled();
  });

  it("in Hindi, refuses a bad PAN with the Hindi message", async () => {
    const user = renderForm("/hi/get_involve/80g-receipt");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("80G रसीद माँगें");
    await user.type(field("pan"), "ABC123");
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect(await screen.findByText(hindi.pan)).toBeTruthy();
    expect(field("pan").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(english.pan)).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("in Hindi, an empty request shows the Hindi required-field messages and focuses the first field", async () => {
    const user = renderForm("/hi/get_involve/80g-receipt");
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    // Name, PAN, address, amount and date are required; an e-mail or phone, and how one paid.
    expect(await screen.findAllByText(hindi.required)).toHaveLength(5);
    for (const message of [hindi.contact, hindi.mode]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText(english.required)).toBeNull();
    expect(document.body.textContent).not.toMatch(/Please /);
    expect(document.activeElement).toBe(field("donorName"));
    expect(rpc).not.toHaveBeenCalled();
  });

  it("in Hindi, shows the server's English answer in Hindi", async () => {
    rpc.mockResolvedValue({ data: { success: true, message: english.thanks }, error: null } as never);
    const user = renderForm("/hi/get_involve/80g-receipt");
    await fillValidRequest(user);
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect((await screen.findByRole("status")).textContent).toBe(hindi.thanks);
    expect(rpc).toHaveBeenCalledWith(
      "submit_receipt_request",
      expect.objectContaining({ pan: "ABCPE1234F", client_key: expect.stringMatching(/^[0-9a-f-]{36}$/) }),
    );
    await waitFor(() => expect(field("donorName").value).toBe(""));
  });

  it("refuses a PAN whose fourth letter is no holder type, or whose number is 0000, and a name of marks alone", async () => {
    const user = renderForm("/get_involve/80g-receipt");
    await fillValidRequest(user);
    for (const pan of ["ABCDE1234F", "AAAAA0000A"]) {
      await user.clear(field("pan"));
      await user.type(field("pan"), pan);
      await user.click(screen.getByRole("button", { name: "Send request" }));
      expect(await screen.findByText(english.pan)).toBeTruthy();
    }
    await user.clear(field("pan"));
    await user.type(field("pan"), "ABCPE1234F");
    await user.clear(field("donorName"));
    await user.type(field("donorName"), "\u0301\u0301\u0301");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(english.noLetters)).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
  });

  it("sends a retry of the same request with the same key, and a changed request with a new one", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: "TypeError: Failed to fetch" } } as never);
    const user = renderForm("/get_involve/80g-receipt");
    await fillValidRequest(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    await user.type(field("address"), " 211001");
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(3));
    const keys = rpc.mock.calls.map((call) => (call[1] as { client_key: string }).client_key);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("in Hindi, says in Hindi that a request could not be sent", async () => {
    // PostgREST answers a network failure with an error, not a rejection.
    rpc.mockResolvedValue({ data: null, error: { message: "TypeError: Failed to fetch" } } as never);
    const user = renderForm("/hi/get_involve/80g-receipt");
    await fillValidRequest(user);
    await user.click(screen.getByRole("button", { name: "अनुरोध भेजें" }));
    expect((await screen.findByRole("alert")).textContent).toBe(hindi.failed);
  });
});
