import { describe, expect, it } from "vitest";
import { changedFields } from "../../../src/admin/publishing/history";
import { inWords, photoChange } from "../../../src/admin/resources/inWords";
import { newsResource } from "../../../src/admin/resources/news";
import { receiptRequestsResource } from "../../../src/admin/resources/receiptRequests";
import { contactMessagesResource } from "../../../src/admin/resources/contactMessages";

// Values in words (issue 36, item 9; docs/product.md#plain-words-on-screen).

describe("a stored value in words", () => {
  it("writes dates and times as every admin screen does, never as the database does", () => {
    expect(inWords("2026-04-10")).toBe("10 Apr 2026");
    expect(inWords("2026-11-27T10:35:00+00:00")).toBe("27 Nov 2026, 4:05 pm");
    // A time kept without its offset (a row in History's JSON) is the database's UTC.
    expect(inWords("2026-11-27T10:35:00.123456")).toBe("27 Nov 2026, 4:05 pm");
    expect(inWords(true)).toBe("Yes");
    expect(inWords(null)).toBe("—");
    expect(inWords(["a", "b"])).toBe("a, b");
  });

  it("says a photo was added, changed or removed, never its address", () => {
    expect(photoChange(null, "http://127.0.0.1/x.jpg")).toEqual({ before: "No photo", after: "Photo added" });
    expect(photoChange("http://127.0.0.1/x.jpg", "http://127.0.0.1/y.jpg")).toEqual({
      before: "A photo",
      after: "Photo changed",
    });
    expect(photoChange("http://127.0.0.1/x.jpg", null)).toEqual({ before: "A photo", after: "Photo removed" });
  });
});

describe("History of an edited article", () => {
  it("names the change in words: no address, no size, no stored state, the date as staff write it", () => {
    const url = (name: string) => `http://127.0.0.1:54321/storage/v1/object/public/media/news/${name}.jpg`;
    const changes = changedFields(
      {
        id: 1,
        table_name: "news_articles",
        row_id: "n",
        operation: "update",
        actor_email: "editor@example.org",
        changed_at: "2026-11-27T10:35:00Z",
        old_row: {
          image_url: url("a"),
          image_width: 1600,
          image_small_url: url("a-small"),
          status: "draft",
          date: "2026-04-10",
          image_alt: "Old",
        },
        new_row: {
          image_url: url("b"),
          image_width: 1200,
          image_small_url: url("b-small"),
          status: "published",
          date: "2026-04-11",
          image_alt: "New",
        },
        restored_from: null,
      },
      newsResource,
    );
    expect(changes.map(({ label, before, after }) => [label, before, after])).toEqual([
      ["Image", "A photo", "Photo changed"],
      ["Publishing", "Draft (only staff see it)", "Published (shown from the time below)"],
      ["Date", "10 Apr 2026", "11 Apr 2026"],
      ["Image description (alt text)", "Old", "New"],
    ]);
    expect(JSON.stringify(changes.map(({ label, before, after }) => [label, before, after]))).not.toMatch(
      /127\.0\.0\.1|_|\b1600\b|\bdraft\b/,
    );
  });
});

describe("a record staff read", () => {
  const detail = (declaration: typeof receiptRequestsResource, row: Record<string, unknown>, name: string) => {
    if (declaration.kind !== "readOnly") throw new Error("read-only");
    const column = declaration.details.find((d) => d.name === name)!;
    return column.format ? column.format({ id: "r", ...row }) : inWords(row[name]);
  };

  it("says a receipt request's mode, amount and date in words", () => {
    const row = { mode: "bank_transfer", amount: 125000.5, gift_date: "2026-04-10" };
    expect(detail(receiptRequestsResource, row, "mode")).toBe("Bank transfer");
    expect(detail(receiptRequestsResource, row, "amount")).toBe("₹1,25,000.50");
    expect(detail(receiptRequestsResource, row, "gift_date")).toBe("10 Apr 2026");
  });

  it("says a message's subject by the form's label", () => {
    expect(detail(contactMessagesResource, { subject: "volunteer" }, "subject")).toBe("Volunteer Opportunities");
  });
});
