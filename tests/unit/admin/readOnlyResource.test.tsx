import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ResourceListPage } from "../../../src/admin/crud/ResourceListPage";
import { toRefineResource } from "../../../src/admin/resources";
import { declareReadOnly } from "../../../src/admin/resources/types";
import { inMemoryDataProvider } from "./support/inMemoryDataProvider";
import { renderAdmin } from "./support/renderAdmin";

interface Visit extends Record<string, unknown> {
  id: string;
  visitor: string;
  note: string;
  seen: boolean;
}

// A made-up read-only table: no fields, so no Add and no form; read, toggle and delete only.
const visitsResource = declareReadOnly<Visit>({
  table: "visits",
  path: "visits",
  texts: {
    title: "Visits",
    searchPlaceholder: "Search visits...",
    readTitle: "Visit",
    emptyList: "No visits.",
    deleteConfirmation: "Delete this visit?",
    deleted: "Visit deleted",
    deleteFailed: "Failed to delete visit",
    fetchFailed: (m) => `Failed to fetch visits: ${m}`,
  },
  details: [
    { name: "visitor", label: "Visitor" },
    { name: "note", label: "Note" },
  ],
  searchFields: ["visitor"],
  defaultOrder: [{ field: "visitor", order: "asc" }],
  stampsUpdatedAt: false,
  toggle: {
    field: "seen",
    turnOffLabel: "Mark unseen",
    turnOnLabel: "Mark seen",
    turnedOn: "Visit seen",
    turnedOff: "Visit unseen",
    failed: "Failed",
  },
  card: { title: (r) => r.visitor, subtitle: (r) => (r.seen ? "seen" : "new") },
});

describe("a declaration without fields", () => {
  it("offers no Add, reads a record in a modal, and toggles", { timeout: 30_000 }, async () => {
    const memory = inMemoryDataProvider({
      visits: [{ id: "v1", visitor: "Asha", note: "Asked about speech therapy", seen: false }],
    });
    renderAdmin(<ResourceListPage declaration={visitsResource} />, {
      dataProvider: memory.provider,
      resources: [toRefineResource(visitsResource)],
    });
    const article = await screen.findByRole("article", { name: "Asha" });
    expect(screen.queryByRole("button", { name: /Add/ })).toBeNull();

    await userEvent.click(within(article).getByRole("button", { name: "Read" }));
    const dialog = await screen.findByRole("dialog", { name: "Visit" });
    expect(within(dialog).getByText("Asked about speech therapy")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Visit" })).toBeNull());

    await userEvent.click(within(article).getByRole("button", { name: "Mark seen" }));
    expect(await screen.findByText("Visit seen")).toBeTruthy();
    expect(memory.tables.visits[0].seen).toBe(true);
    expect(memory.tables.visits[0].updated_at).toBeUndefined();
  });

  it("opens the record named by ?id= (an alert's link), and says so when it is gone", { timeout: 30_000 }, async () => {
    const memory = inMemoryDataProvider({
      visits: [
        { id: "v1", visitor: "Asha", note: "First", seen: false },
        { id: "v2", visitor: "Ravi", note: "Asked about occupational therapy", seen: false },
      ],
    });
    const resources = [toRefineResource(visitsResource)];
    const linked = renderAdmin(<ResourceListPage declaration={visitsResource} />, {
      dataProvider: memory.provider,
      resources,
      path: "/visits?id=v2",
    });
    const dialog = await screen.findByRole("dialog", { name: "Visit" });
    expect(within(dialog).getByText("Asked about occupational therapy")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Visit" })).toBeNull());
    linked.unmount();

    renderAdmin(<ResourceListPage declaration={visitsResource} />, {
      dataProvider: memory.provider,
      resources,
      path: "/visits?id=deleted",
    });
    expect(await screen.findByText("Visit not found: it may have been deleted.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Visit" })).toBeNull();
  });
});
