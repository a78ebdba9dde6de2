import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Advisory } from "../../../src/lib/database.types";
import { fetchAdvisories } from "../../../src/site/advisory/advisoryData";
import AdvisoryPage from "../../../src/site/advisory/AdvisoryPage";
import { renderPage } from "./renderPage";

vi.mock("../../../src/site/advisory/advisoryData", () => ({ fetchAdvisories: vi.fn() }));
const fetchAll = vi.mocked(fetchAdvisories);

function advisor(
  id: string,
  name: string,
  position: string,
  is_active = true,
  image_url: string | null = null,
): Advisory {
  return {
    position_hi: null,
    image_alt_hi: null,
    content_hi: null,
    id,
    name,
    position,
    content: `${name} supports families with care.`,
    image_url,
    image_small_url: null,
    image_width: null,
    image_height: null,
    image_alt: image_url ? `Photo of ${name}` : null,
    is_active,
    created_at: "2026-01-01T00:00:00Z",
    status: "published",
    publish_at: "2026-01-01T00:00:00Z",
  };
}

const advisors = [
  advisor("1", "Priya Singh", "Family Counselor", true, "https://example.org/priya.jpg"),
  advisor("2", "Arjun Mehta", "Child Psychologist"),
  advisor("3", "Sara Ali", "Senior Family Counselor"),
  advisor("4", "Old Advisor", "Career Advisor", false),
];

beforeEach(() => {
  fetchAll.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
});

function cardNames() {
  const list = screen.queryByRole("list", { name: "Our advisors" });
  return list
    ? within(list)
        .queryAllByRole("heading", { level: 2 })
        .map((h) => h.textContent)
    : [];
}

describe("Advisory page", () => {
  it("lists only active advisors, with a filter button per distinct position", async () => {
    fetchAll.mockResolvedValue(advisors);
    renderPage(<AdvisoryPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Advisory & Counseling Services" })).toBeTruthy();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    expect(screen.queryByText("Old Advisor")).toBeNull();
    const filter = screen.getByRole("group", { name: "Filter by specialty" });
    expect(
      within(filter)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["All Advisors", "Family Counselor", "Child Psychologist", "Senior Family Counselor"]);
    expect(within(filter).getByRole("button", { name: "All Advisors" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getAllByText("Available")).toHaveLength(3);
  });

  it("filters by a case-insensitive substring of the position and shows the pressed button", async () => {
    const user = userEvent.setup();
    fetchAll.mockResolvedValue(advisors);
    renderPage(<AdvisoryPage />);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    const familyCounselor = screen.getByRole("button", { name: "Family Counselor" });
    await user.click(familyCounselor);
    expect(familyCounselor.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "All Advisors" }).getAttribute("aria-pressed")).toBe("false");
    expect(cardNames()).toEqual(["Priya Singh", "Sara Ali"]);
    await user.click(screen.getByRole("button", { name: "All Advisors" }));
    expect(cardNames()).toHaveLength(3);
  });

  it("opens an advisor's details from the keyboard and closes them with Escape", async () => {
    const user = userEvent.setup();
    fetchAll.mockResolvedValue(advisors);
    renderPage(<AdvisoryPage />);
    const card = await screen.findByRole("button", { name: "Arjun Mehta" });
    card.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Arjun Mehta" })).toBeTruthy();
    expect(within(dialog).getByText("Child Psychologist")).toBeTruthy();
    expect(within(dialog).getByText("Arjun Mehta supports families with care.")).toBeTruthy();
    expect(within(dialog).getByText("15+ years in counseling")).toBeTruthy();
    expect(within(dialog).getByText("Main Campus Office")).toBeTruthy();
    expect(within(dialog).getByRole("img", { name: "Photo of Arjun Mehta" }).getAttribute("src")).toBe(
      "/images/avatars/default.svg",
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it("the Close button closes the details", async () => {
    const user = userEvent.setup();
    fetchAll.mockResolvedValue(advisors);
    renderPage(<AdvisoryPage />);
    await user.click(await screen.findByRole("button", { name: "Priya Singh" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("img", { name: "Photo of Priya Singh" }).getAttribute("src")).toBe(
      "https://example.org/priya.jpg",
    );
    const closeButtons = within(dialog).getAllByRole("button", { name: "Close" });
    await user.click(closeButtons[closeButtons.length - 1]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("on a load failure only logs, and lists nobody", async () => {
    fetchAll.mockRejectedValue(new Error("network down"));
    renderPage(<AdvisoryPage />);
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByRole("status")).toBeNull();
    expect(cardNames()).toEqual([]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
