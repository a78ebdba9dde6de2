import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { BaseRecord, CustomParams } from "@refinedev/core";
import { describe, expect, it, vi } from "vitest";
import { ResourceListPage } from "../../../src/admin/crud/ResourceListPage";
import { toRefineResource } from "../../../src/admin/resources";
import type { EditableResource } from "../../../src/admin/resources/types";
import { inMemoryDataProvider } from "./support/inMemoryDataProvider";
import { plantRows, plantsResource } from "./support/plantsResource";
import { renderAdmin } from "./support/renderAdmin";

const reorderable: EditableResource = {
  ...plantsResource,
  reorder: {
    procedure: "move_plant",
    idArgument: "plant_id",
    movedUp: "Plant moved up",
    movedDown: "Plant moved down",
    alreadyFirst: "Already first",
    alreadyLast: "Already last",
    failed: "Failed to move plant",
  },
};

/** The list shows plants tallest first: a move swaps heights with the neighbour, as move_photo swaps positions. */
function setup() {
  const memory = inMemoryDataProvider({ plants: plantRows() });
  const calls: CustomParams[] = [];
  memory.provider.custom = async <TData extends BaseRecord>(params: CustomParams) => {
    calls.push(params);
    const { plant_id, direction } = params.payload as { plant_id: string; direction: "up" | "down" };
    const ordered = [...memory.tables.plants].sort((a, b) => Number(b.height) - Number(a.height));
    const here = ordered.findIndex((p) => p.id === plant_id);
    const neighbour = ordered[direction === "up" ? here - 1 : here + 1];
    if (neighbour) [ordered[here].height, neighbour.height] = [neighbour.height, ordered[here].height];
    return { data: Boolean(neighbour) as unknown as TData };
  };
  renderAdmin(<ResourceListPage declaration={reorderable} />, {
    dataProvider: memory.provider,
    resources: [toRefineResource(reorderable)],
  });
  return { memory, calls };
}

const cardNames = () => screen.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent);
const move = async (name: string, label: "Move up" | "Move down") =>
  userEvent.click(within(await screen.findByRole("article", { name })).getByRole("button", { name: label }));

describe("moving a record up or down", { timeout: 30_000 }, () => {
  it("calls the declared procedure, says so, and shows the new order", async () => {
    const { calls } = setup();
    await screen.findByRole("article", { name: "Neem" });
    expect(cardNames()).toEqual(["Neem", "Tulsi", "Maidenhair fern"]);
    await move("Neem", "Move down");
    expect(await screen.findByText("Plant moved down")).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(["Tulsi", "Neem", "Maidenhair fern"]));
    expect(calls[0]).toMatchObject({
      url: "rpc/move_plant",
      method: "post",
      payload: { plant_id: "1", direction: "down" },
    });
    await move("Maidenhair fern", "Move up");
    await waitFor(() => expect(cardNames()).toEqual(["Tulsi", "Maidenhair fern", "Neem"]));
  });

  it("says when a record is already at the end", async () => {
    setup();
    await move("Neem", "Move up");
    expect(await screen.findByText("Already first")).toBeTruthy();
    expect(cardNames()).toEqual(["Neem", "Tulsi", "Maidenhair fern"]);
  });

  it("shows the declared failure toast when the procedure refuses", async () => {
    const { memory } = setup();
    await screen.findByRole("article", { name: "Neem" });
    memory.provider.custom = vi.fn(async () => Promise.reject({ message: "Only staff", statusCode: 403 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    await move("Tulsi", "Move up");
    expect(await screen.findByText("Failed to move plant")).toBeTruthy();
  });
});
