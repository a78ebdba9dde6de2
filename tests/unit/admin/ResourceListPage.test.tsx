import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PAGE_SIZE } from "../../../src/admin/crud/listQuery";
import { ResourceListPage } from "../../../src/admin/crud/ResourceListPage";
import { toRefineResource } from "../../../src/admin/resources";
import { inMemoryDataProvider } from "./support/inMemoryDataProvider";
import { type Plant, plantRows, plantsResource } from "./support/plantsResource";
import { renderAdmin } from "./support/renderAdmin";

function setup(rows: Plant[] = plantRows()) {
  const memory = inMemoryDataProvider({ plants: rows });
  renderAdmin(<ResourceListPage declaration={plantsResource} />, {
    dataProvider: memory.provider,
    resources: [toRefineResource(plantsResource)],
  });
  return memory;
}

const card = (name: string) => screen.getByRole("article", { name });
const cardNames = () => screen.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

// Typing through Mantine inputs in jsdom is slow on a shared machine: generous per-test time.
describe("generic resource screens driven by a declaration of a made-up table", { timeout: 30_000 }, () => {
  it("shows 'Loading...', then the title, search box and the cards in the declared order", async () => {
    setup();
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Plants" })).toBeTruthy();
    expect(screen.getByPlaceholderText("Search by name or family...")).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(["Neem", "Tulsi", "Maidenhair fern"]));
    expect(within(card("Maidenhair fern")).getByText("Hidden")).toBeTruthy();
    expect(within(card("Neem")).getByText("Meliaceae · 9 m")).toBeTruthy();
  });

  it("searches on the server, case-insensitively, over the declared fields (debounced)", async () => {
    const memory = setup();
    await screen.findByRole("article", { name: "Neem" });
    await userEvent.type(screen.getByPlaceholderText("Search by name or family..."), "LAMIA");
    await waitFor(() => expect(cardNames()).toEqual(["Tulsi"]));
    const last = memory.calls.filter((c) => c.method === "getList").at(-1)?.params as { filters: unknown };
    expect(last.filters).toEqual([
      {
        operator: "or",
        value: [
          { field: "name", operator: "contains", value: "LAMIA" },
          { field: "family", operator: "contains", value: "LAMIA" },
        ],
      },
    ]);
    // One request for the whole word, not one per keystroke.
    const searches = memory.calls.filter((c) => c.method === "getList" && JSON.stringify(c.params).includes("LAM"));
    expect(searches).toHaveLength(1);
    await userEvent.clear(screen.getByPlaceholderText("Search by name or family..."));
    await userEvent.type(screen.getByPlaceholderText("Search by name or family..."), "zzz");
    expect(await screen.findByText("No plants found.")).toBeTruthy();
  });

  // Typing a whole form in jsdom: 5 s alone, over 30 s beside the whole suite on a busy machine.
  it("creates a record from the modal form after validating it", { timeout: 60_000 }, async () => {
    const memory = setup();
    await screen.findByRole("article", { name: "Neem" });
    await userEvent.click(screen.getByRole("button", { name: "Add Plant" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Plant" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Family is required")).toBeTruthy();
    expect(memory.calls.some((c) => c.method === "create")).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Name/), "  Ashoka  ");
    await userEvent.type(within(dialog).getByLabelText(/Family/), "Fabaceae");
    const height = within(dialog).getByLabelText(/Height/);
    await userEvent.clear(height);
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));
    expect(await within(dialog).findByText("Height is required")).toBeTruthy();
    await userEvent.clear(height);
    await userEvent.type(height, "8");
    await userEvent.selectOptions(within(dialog).getByLabelText(/Kind/), "tree");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByText("Plant created successfully")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Plant" })).toBeNull());
    expect(await screen.findByRole("article", { name: "Ashoka" })).toBeTruthy();
    expect(memory.calls.find((c) => c.method === "create")?.params).toEqual({
      name: "Ashoka",
      family: "Fabaceae",
      height: 8,
      kind: "tree",
      is_active: true,
    });
  });

  it("edits a record in the prefilled modal and stamps updated_at", async () => {
    const memory = setup();
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Tulsi" })).getByRole("button", { name: "Edit" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit Plant" });
    const name = within(dialog).getByLabelText(/Name/) as HTMLInputElement;
    expect(name.value).toBe("Tulsi");
    expect((within(dialog).getByLabelText(/Status/) as HTMLSelectElement).value).toBe("active");
    await userEvent.clear(name);
    await userEvent.type(name, "Holy basil");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Plant updated successfully")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "Holy basil" })).toBeTruthy();
    const update = memory.calls.find((c) => c.method === "update")?.params as {
      id: string;
      variables: Record<string, unknown>;
    };
    expect(update.id).toBe("2");
    expect(update.variables).toMatchObject({
      name: "Holy basil",
      family: "Lamiaceae",
      height: 2,
      kind: "herb",
      is_active: true,
    });
    expect(Date.now() - Date.parse(String(update.variables.updated_at))).toBeLessThan(60_000);
  });

  it("cancel closes the form without saving", async () => {
    const memory = setup();
    await screen.findByRole("article", { name: "Neem" });
    await userEvent.click(screen.getByRole("button", { name: "Add Plant" }));
    const dialog = await screen.findByRole("dialog", { name: "Add Plant" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Plant" })).toBeNull());
    expect(memory.calls.some((c) => c.method === "create")).toBe(false);
  });

  it("toggles the declared flag with the declared toasts", async () => {
    const memory = setup();
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Neem" })).getByRole("button", { name: "Deactivate" }),
    );
    expect(await screen.findByText("Plant deactivated successfully")).toBeTruthy();
    await waitFor(() => expect(within(card("Neem")).getByText("Hidden")).toBeTruthy());
    expect(memory.tables.plants.find((p) => p.id === "1")?.is_active).toBe(false);
    expect(memory.tables.plants.find((p) => p.id === "1")?.updated_at).toBeTruthy();
    await userEvent.click(within(card("Neem")).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Plant activated successfully")).toBeTruthy();
  });

  it("deletes after the confirm dialog shows the declared question", async () => {
    const memory = setup();
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Tulsi" })).getByRole("button", { name: "Delete" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Confirm deletion" });
    expect(within(dialog).getByText("Really remove this plant?")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Plant deleted")).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(["Neem", "Maidenhair fern"]));
    expect(memory.tables.plants.map((p) => p.id)).toEqual(["1", "3"]);
  });

  it("shows the declared failure toasts when the provider refuses", async () => {
    const memory = setup();
    await screen.findByRole("article", { name: "Neem" });
    memory.provider.deleteOne = vi.fn(async () => Promise.reject({ message: "permission denied", statusCode: 403 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await userEvent.click(within(card("Neem")).getByRole("button", { name: "Delete" }));
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: "Confirm deletion" })).getByRole("button", { name: "Delete" }),
    );
    expect(await screen.findByText("Failed to delete plant")).toBeTruthy();
    expect(cardNames()).toContain("Neem");
  });

  it("reports a failed fetch with the declared text and an empty list", async () => {
    const memory = inMemoryDataProvider({ plants: plantRows() });
    memory.provider.getList = vi.fn(async () =>
      Promise.reject({ message: "relation does not exist", statusCode: 404 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderAdmin(<ResourceListPage declaration={plantsResource} />, {
      dataProvider: memory.provider,
      resources: [toRefineResource(plantsResource)],
    });
    expect(
      await screen.findByText("Failed to fetch plants: relation does not exist. Check console for details."),
    ).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("pages on the server", async () => {
    const rows: Plant[] = Array.from({ length: 30 }, (_, i) => ({
      id: String(i + 1).padStart(2, "0"),
      name: `Plant ${String(i + 1).padStart(2, "0")}`,
      family: "Testaceae",
      height: 1,
      kind: "herb",
      is_active: true,
      created_at: "2026-01-01T00:00:00Z",
    }));
    const memory = setup(rows);
    await screen.findByRole("article", { name: "Plant 01" });
    expect(screen.getAllByRole("article")).toHaveLength(PAGE_SIZE);
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() =>
      expect(cardNames()).toEqual(["Plant 25", "Plant 26", "Plant 27", "Plant 28", "Plant 29", "Plant 30"]),
    );
    const last = memory.calls.filter((c) => c.method === "getList").at(-1)?.params as { pagination: unknown };
    expect(last.pagination).toMatchObject({ currentPage: 3, pageSize: PAGE_SIZE });
  });
});
