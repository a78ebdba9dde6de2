import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import papaparse from "papaparse";
import { describe, expect, it, vi } from "vitest";
import { PrivacyRequestsCard } from "../../../src/admin/privacy/PrivacyRequestsCard";
import {
  exportFileName,
  holdText,
  PERSONAL_DATA_NOTICE,
  toCsvExport,
  toJsonExport,
  withPersonalDataNotice,
  type PersonalDataRow,
  type PrivacyRequestsApi,
} from "../../../src/admin/privacy/privacyRequests";

const message: PersonalDataRow = {
  table_name: "contact_messages",
  row_id: "m1",
  match: "exact",
  data: {
    id: "m1",
    name: "Asha",
    email: "asha@example.org",
    phone: null,
    message: "=HYPERLINK(1)",
    created_at: "2026-11-01T04:30:00Z",
  },
  held_until: null,
  held_reason: null,
  erasure_requested_at: null,
};
/** An address that differs only by a dot and a +tag: possibly Asha, possibly not (issue 35). */
const tagged: PersonalDataRow = {
  ...message,
  row_id: "m2",
  match: "near",
  data: { ...message.data, id: "m2", email: "a.sha+news@example.org" },
};
const receipt: PersonalDataRow = {
  table_name: "receipt_requests",
  row_id: "r1",
  match: "exact",
  data: {
    id: "r1",
    donor_name: "Asha",
    pan: "ABCPV1234K",
    email: "asha@example.org",
    created_at: "2026-10-01T04:30:00Z",
  },
  held_until: "2038-03-31",
  held_reason: "An 80G receipt request is a record of a tax-deductible donation.",
  erasure_requested_at: null,
};

describe("privacy request files", () => {
  it("name the file by its date only, never by the address or number", () => {
    expect(exportFileName("json", new Date("2026-11-25T10:00:00Z"))).toBe("personal-data-2026-11-25.json");
    expect(exportFileName("csv", new Date("2026-11-25T10:00:00Z"))).toBe("personal-data-2026-11-25.csv");
  });

  it("write one JSON file with the notice, every row whole, and why a row is kept", () => {
    const file = JSON.parse(toJsonExport("asha@example.org", [message, receipt], new Date("2026-11-25T10:00:00Z")));
    expect(file.notice).toBe(PERSONAL_DATA_NOTICE);
    expect(file.requested_for).toBe("asha@example.org");
    expect(file.rows).toHaveLength(2);
    expect(file.rows[0]).toMatchObject({ table: "contact_messages", id: "m1", kept_until: null, data: message.data });
    expect(file.rows[1]).toMatchObject({ kept_until: "2038-03-31", kept_because: receipt.held_reason });
  });

  it("write one CSV file: the notice first, then one line per field, formulae neutralised", () => {
    const csv = toCsvExport([message, receipt]);
    const [notice, header, ...lines] = papaparse.parse<string[]>(csv.trim(), { newline: "\r\n" }).data;
    expect(notice).toEqual([PERSONAL_DATA_NOTICE]);
    expect(header).toEqual(["Table", "Id", "Field", "Value"]);
    expect(lines).toContainEqual(["Contact message", "m1", "message", "'=HYPERLINK(1)"]);
    expect(lines).toContainEqual(["80G receipt request", "r1", "pan", "ABCPV1234K"]);
    expect(lines).toHaveLength(Object.keys(message.data).length + Object.keys(receipt.data).length);
    expect(withPersonalDataNotice("a,b\r\n1,2").split("\r\n")[0]).toBe(PERSONAL_DATA_NOTICE);
  });

  it("say until when and why a row is kept, and nothing for a row that can go", () => {
    expect(holdText(receipt)).toBe(`Kept until 31 Mar 2038: ${receipt.held_reason}`);
    expect(holdText(message)).toBeNull();
    expect(holdText({ held_until: "2030-03-31", held_reason: null })).toBeNull();
  });
});

function fakeApi(rows: PersonalDataRow[]): PrivacyRequestsApi & { erased: string[]; exported: string[][] } {
  const erased: string[] = [];
  const exported: string[][] = [];
  return {
    erased,
    exported,
    find: async (query) => (query === "asha@example.org" ? rows.filter((r) => !erased.includes(r.row_id)) : []),
    exportRows: async (_query, _format, nearRows = []) => {
      exported.push(nearRows);
      return rows.filter((r) => r.match === "exact" || nearRows.includes(`${r.table_name}:${r.row_id}`));
    },
    erase: async (query, confirmation) => {
      if (confirmation !== query)
        throw new Error("Type the e-mail address or phone number again, exactly as searched, to confirm.");
      erased.push("m1");
      return [
        { table_name: "contact_messages", erased: 1, kept: 0, reason: null },
        { table_name: "receipt_requests", erased: 0, kept: 1, reason: "An 80G receipt request must be kept." },
      ];
    },
    log: async () => [],
  };
}

describe("PrivacyRequestsCard", () => {
  it("finds a person's rows, exports them, and erases only after the address is typed again", async () => {
    // No pause between keystrokes: the addresses are long, and the machine is shared.
    const user = userEvent.setup({ delay: null });
    const api = fakeApi([message, receipt]);
    const createObjectURL = vi.fn(() => "blob:x");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    render(
      <MantineProvider>
        <PrivacyRequestsCard api={api} />
      </MantineProvider>,
    );
    await user.type(screen.getByLabelText("E-mail address or phone number"), "asha@example.org");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect((await screen.findByText("2 rows hold asha@example.org.")).getAttribute("role")).toBe("status");
    const table = screen.getByRole("table", { name: "Rows holding this person's data" });
    expect(within(table).getByText(/Kept until 31 Mar 2038/)).toBeTruthy();
    expect(within(table).getAllByText("Can be erased")).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Exported 2 rows as CSV.")).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole("button", { name: "Erase…" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Type asha@example.org to confirm"), "asha@example");
    await user.click(within(dialog).getByRole("button", { name: "Erase" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/exactly as searched/);
    expect(api.erased).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Erase…" }));
    const again = await screen.findByRole("dialog");
    await user.type(within(again).getByLabelText("Type asha@example.org to confirm"), "asha@example.org");
    await user.click(within(again).getByRole("button", { name: "Erase" }));
    expect(
      await screen.findByText(/1 row erased\. 1 80g receipt request kept: An 80G receipt request must be kept\./),
    ).toBeTruthy();
    expect(api.erased).toEqual(["m1"]);
    expect(await screen.findByText("1 row holds asha@example.org.")).toBeTruthy();
  }, 30_000);
});

describe("PrivacyRequestsCard, possibly the same person", () => {
  it("lists a +tag address apart, and exports it only once ticked", async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi([message, tagged, receipt]);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() });
    render(
      <MantineProvider>
        <PrivacyRequestsCard api={api} />
      </MantineProvider>,
    );
    await user.type(screen.getByLabelText("E-mail address or phone number"), "asha@example.org");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("2 rows hold asha@example.org.")).toBeTruthy();
    const exact = screen.getByRole("table", { name: "Rows holding this person's data" });
    expect(within(exact).queryByText(/a\.sha\+news/)).toBeNull();
    const near = screen.getByRole("table", { name: "Possibly the same person" });
    const tick = within(near).getByRole("checkbox", { name: /a\.sha\+news@example\.org/ });
    expect((tick as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByRole("button", { name: "Export JSON" }));
    expect(await screen.findByText("Exported 2 rows as JSON.")).toBeTruthy();
    await user.click(tick);
    await user.click(screen.getByRole("button", { name: "Export JSON" }));
    expect(await screen.findByText("Exported 3 rows as JSON.")).toBeTruthy();
    expect(api.exported).toEqual([[], ["contact_messages:m2"]]);
  }, 30_000);
});
