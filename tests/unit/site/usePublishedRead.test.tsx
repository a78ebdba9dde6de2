import { render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetPublishedData, seedPublishedData } from "../../../src/site/shared/publishedDataCache";
import { usePublishedRead } from "../../../src/site/shared/usePublishedRead";

const load = vi.fn<() => Promise<string[]>>();

function Names() {
  const state = usePublishedRead("names", load);
  if (state.status === "loading") return <p>Loading</p>;
  if (state.status === "error") return <p>Failed</p>;
  return <p>{state.data.join(", ")}</p>;
}

beforeEach(() => {
  forgetPublishedData();
  load.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("usePublishedRead", () => {
  it("shows the rows the page arrived with at once, then the API's current rows", async () => {
    seedPublishedData({ names: ["Asha"] });
    load.mockResolvedValue(["Asha", "Ravi"]);
    render(<Names />);
    expect(screen.getByText("Asha")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
    expect(await screen.findByText("Asha, Ravi")).toBeTruthy();
  });

  it("does not render again when the API's rows are those the page arrived with", async () => {
    seedPublishedData({ names: ["Asha", "Ravi"] });
    load.mockResolvedValue(["Asha", "Ravi"]);
    const shown = vi.fn();
    function Probe() {
      shown(usePublishedRead("names", load));
      return null;
    }
    render(<Probe />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the refresh's answer is handled
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("keeps the rows it has when the refresh fails", async () => {
    seedPublishedData({ names: ["Asha"] });
    load.mockRejectedValue(new Error("offline"));
    render(<Names />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText("Asha")).toBeTruthy();
  });

  it("shows loading, then the error, when there is nothing to show", async () => {
    load.mockRejectedValue(new Error("offline"));
    render(<Names />);
    expect(screen.getByText("Loading")).toBeTruthy();
    expect(await screen.findByText("Failed")).toBeTruthy();
  });

  it("asks the API once per visit: a later page reuses what was loaded", async () => {
    load.mockResolvedValue(["Asha"]);
    const first = render(<Names />);
    expect(await screen.findByText("Asha")).toBeTruthy();
    first.unmount();
    render(<Names />);
    expect(screen.getByText("Asha")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks the API once when two sections show the same list at the same moment", async () => {
    load.mockResolvedValue(["Asha"]);
    render(
      <>
        <Names />
        <Names />
      </>,
    );
    expect(await screen.findAllByText("Asha")).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks again after a failed read", async () => {
    load.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(["Asha"]);
    const first = render(<Names />);
    expect(await screen.findByText("Failed")).toBeTruthy();
    first.unmount();
    render(<Names />);
    expect(await screen.findByText("Asha")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
