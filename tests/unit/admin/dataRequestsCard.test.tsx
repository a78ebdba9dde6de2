import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { DataRequest, DataRequestsApi } from "../../../src/admin/privacy/dataRequests";
import { PrivacyLogTable } from "../../../src/admin/privacy/PrivacyLogTable";
import { PrivacyScreen } from "../../../src/admin/privacy/PrivacyScreen";
import type { PersonalDataRow, PrivacyLogEntry, PrivacyRequestsApi } from "../../../src/admin/privacy/privacyRequests";

// Settings' data requests (docs/product.md#data-requests): each open request opens the privacy
// search with its address or number, and is marked answered; the log shows masked identities.
const byEmail: DataRequest = {
  id: "d1",
  created_at: "2026-11-20T04:30:00Z",
  kind: "erasure",
  email: "asha@example.org",
  phone: null,
  correction: null,
  language: "hi",
  verification: "code",
  verified_at: "2026-11-20T04:40:00Z",
};
const byPhone: DataRequest = {
  ...byEmail,
  id: "d2",
  kind: "correction",
  email: null,
  phone: "+91 98765 43210",
  correction: "Aarav, not Arav",
  language: "en",
  verification: "phone_call",
  verified_at: null,
};
const row: PersonalDataRow = {
  table_name: "contact_messages",
  row_id: "m1",
  data: { id: "m1", name: "Asha", email: "asha@example.org", created_at: "2026-11-01T04:30:00Z" },
  held_until: null,
  held_reason: null,
  erasure_requested_at: null,
  match: "exact",
};

function fakes() {
  const searched: string[] = [];
  const answered: string[] = [];
  const requestsApi: DataRequestsApi = {
    open: async () => [byEmail, byPhone].filter((r) => !answered.includes(r.id)),
    markAnswered: async (id) => {
      answered.push(id);
    },
  };
  const privacyApi: PrivacyRequestsApi = {
    find: async (query) => {
      searched.push(query);
      return query === "asha@example.org" ? [row] : [];
    },
    exportRows: async () => [],
    erase: async () => [],
    log: async () => [],
  };
  return { searched, answered, requestsApi, privacyApi };
}

describe("data requests in Settings", () => {
  it("lists open requests, opens the search with a request's address, and marks one answered", async () => {
    const user = userEvent.setup({ delay: null });
    const { searched, answered, requestsApi, privacyApi } = fakes();
    render(
      <MantineProvider>
        <PrivacyScreen privacyApi={privacyApi} requestsApi={requestsApi} />
      </MantineProvider>,
    );
    const table = await screen.findByRole("table", { name: "Data requests" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first).getByText("Erase their data")).toBeTruthy();
    expect(within(first).getByText("E-mail confirmed with the code")).toBeTruthy();
    expect(within(first).getByText("Asked in Hindi")).toBeTruthy();
    expect(within(second).getByText("Call them back on this number to check it is them")).toBeTruthy();
    expect(within(second).getByText("“Aarav, not Arav”")).toBeTruthy();

    await user.click(within(first).getByRole("button", { name: "Search their data" }));
    expect(await screen.findByText("1 row holds asha@example.org.")).toBeTruthy();
    expect((screen.getByLabelText("E-mail address or phone number") as HTMLInputElement).value).toBe(
      "asha@example.org",
    );
    await user.click(within(second).getByRole("button", { name: "Search their data" }));
    expect(await screen.findByText("Nothing holds +91 98765 43210.")).toBeTruthy();
    expect(searched).toEqual(["asha@example.org", "+91 98765 43210"]);

    await user.click(within(first).getByRole("button", { name: "Mark answered" }));
    expect(answered).toEqual(["d1"]);
    await screen.findByText("Call them back on this number to check it is them");
    expect(within(screen.getByRole("table", { name: "Data requests" })).getAllByRole("row")).toHaveLength(2);
  }, 30_000);

  it("says when no request is open", async () => {
    const { requestsApi, privacyApi } = fakes();
    requestsApi.open = async () => [];
    render(
      <MantineProvider>
        <PrivacyScreen privacyApi={privacyApi} requestsApi={requestsApi} />
      </MantineProvider>,
    );
    expect(await screen.findByText("No open request.")).toBeTruthy();
  });
});

describe("the privacy log", () => {
  const entry = (id: number, hash: string, masked: string): PrivacyLogEntry => ({
    id,
    at: "2026-11-20T04:30:00Z",
    staff_id: null,
    staff_email: "admin@example.org",
    action: "search",
    format: null,
    rows: 1,
    kept: 0,
    query_hash: hash,
    query_masked: masked,
  });

  it("shows the masked address, and how often the same person was asked about", () => {
    render(
      <MantineProvider>
        <PrivacyLogTable
          log={[entry(3, "h1", "a***@example.org"), entry(2, "h2", "******3210"), entry(1, "h1", "A***@example.org")]}
        />
      </MantineProvider>,
    );
    const rows = within(screen.getByRole("table", { name: "Recent requests" })).getAllByRole("row");
    expect(rows[1].textContent).toContain("a***@example.org (the same person 2 times here)");
    expect(rows[2].textContent).toContain("******3210");
    expect(rows[2].textContent).not.toContain("same person");
  });
});
