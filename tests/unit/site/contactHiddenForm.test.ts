import { afterEach, describe, expect, it, vi } from "vitest";
import { postHiddenForm } from "../../../src/site/contact/postHiddenForm";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("postHiddenForm", () => {
  it("posts the fields into a hidden frame and removes the frame after 2 s", async () => {
    vi.useFakeTimers();
    const submitted: { action: string; method: string; target: string; fields: Record<string, string> }[] = [];
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      const fields = Object.fromEntries(
        Array.from(this.elements, (el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]),
      );
      submitted.push({ action: this.action, method: this.method, target: this.target, fields });
    });

    let done = false;
    const sent = postHiddenForm("https://api.example.test/rpc?apikey=anon", { name: "Asha", message: "Hi" }).then(
      () => {
        done = true;
      },
    );

    const frame = document.querySelector("iframe");
    expect(frame?.hidden).toBe(true);
    expect(submitted).toEqual([
      {
        action: "https://api.example.test/rpc?apikey=anon",
        method: "post",
        target: frame?.name,
        fields: { name: "Asha", message: "Hi" },
      },
    ]);
    expect(document.querySelector("form")).toBeNull();

    await vi.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    expect(document.querySelector("iframe")).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(done).toBe(true);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
