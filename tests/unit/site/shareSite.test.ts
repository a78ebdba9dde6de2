import { describe, expect, it, vi } from "vitest";
import { shareSite } from "../../../src/site/getInvolved/shareSite";

const data = { title: "Foundation", text: "Support us", url: "https://site.example.org" };

describe("shareSite", () => {
  it("opens the native share sheet with title, text and URL", async () => {
    const share = vi.fn(async () => {});
    const alert = vi.fn();
    await shareSite(data, { share, writeClipboard: vi.fn(), alert });
    expect(share).toHaveBeenCalledWith(data);
    expect(alert).not.toHaveBeenCalled();
  });

  it("copies the link and says so without a share sheet", async () => {
    const writeClipboard = vi.fn(async () => {});
    const alert = vi.fn();
    await shareSite(data, { writeClipboard, alert });
    expect(writeClipboard).toHaveBeenCalledWith("https://site.example.org");
    expect(alert).toHaveBeenCalledWith(
      "Link copied to clipboard! You can paste it to share on WhatsApp, Facebook, Instagram, etc.",
    );
  });

  it.each([
    ["sharing fails", { share: async () => Promise.reject(new Error("denied")) }],
    ["the clipboard fails", { writeClipboard: async () => Promise.reject(new Error("denied")) }],
    ["neither exists", {}],
  ])("asks to copy by hand when %s", async (_label, env) => {
    const alert = vi.fn();
    await shareSite(data, { ...env, alert });
    expect(alert).toHaveBeenCalledWith("Failed to share. Please try copying the link manually.");
  });

  it("stays quiet when the visitor closes the share sheet", async () => {
    const alert = vi.fn();
    await shareSite(data, { share: async () => Promise.reject(new DOMException("cancel", "AbortError")), alert });
    expect(alert).not.toHaveBeenCalled();
  });
});
