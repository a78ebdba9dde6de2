import { MantineProvider } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SiteFreshnessCard } from "../../../src/admin/dashboard/SiteFreshnessCard";
import type { SiteFreshnessApi } from "../../../src/admin/dashboard/siteFreshness";

const record = { builtAt: "2026-11-25T06:00:00Z", contentChangedAt: "2026-11-25T05:30:00Z" };

function fakeApi(overrides: Partial<SiteFreshnessApi> = {}): SiteFreshnessApi {
  return {
    buildRecord: async () => record,
    changesSince: async () => [],
    rebuild: async () => "The site is rebuilding. Changes show in a few minutes.",
    ...overrides,
  };
}

const show = (api: SiteFreshnessApi) =>
  render(
    <MantineProvider>
      <SiteFreshnessCard api={api} />
    </MantineProvider>,
  );

describe("the dashboard's freshness card", () => {
  it("shows the build's newest change in Prayagraj time and lists what changed since it", async () => {
    const changesSince = vi.fn(async () => [
      { table_name: "notices", row_id: "n1", title: "Camp on the 5th", changed_at: "2026-11-25T07:15:00Z" },
      { table_name: "testimonials", row_id: null, title: null, changed_at: "2026-11-25T07:00:00Z" },
    ]);
    show(fakeApi({ changesSince }));
    expect((await screen.findByTestId("site-freshness")).textContent).toBe(
      "The public site shows changes up to 25 Nov 2026, 11:00 am.",
    );
    expect(changesSince).toHaveBeenCalledWith(record.contentChangedAt);
    const items = within(screen.getByTestId("site-changes")).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Notices: Camp on the 5th (25 Nov 2026, 12:45 pm)",
      "Testimonials: An entry removed or edited (25 Nov 2026, 12:30 pm)",
    ]);
  });

  it("says when nothing changed since, and when the site has no build record", async () => {
    const { unmount } = show(fakeApi());
    expect(await screen.findByText("Nothing has changed since.")).toBeTruthy();
    unmount();
    show(fakeApi({ buildRecord: async () => null }));
    expect(
      await screen.findByText("This site has no build record, so it cannot tell which changes the public pages show."),
    ).toBeTruthy();
  });

  it("asks for a rebuild and shows the answer, or the function's refusal", async () => {
    const rebuild = vi
      .fn<SiteFreshnessApi["rebuild"]>()
      .mockResolvedValueOnce("The site is rebuilding. Changes show in a few minutes.")
      .mockRejectedValueOnce(new Error("No build hook is set, so the site cannot be rebuilt from here."));
    show(fakeApi({ rebuild }));
    const button = await screen.findByRole("button", { name: "Rebuild the site now" });
    await userEvent.click(button);
    expect(await screen.findByText("The site is rebuilding. Changes show in a few minutes.")).toBeTruthy();
    await userEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("No build hook is set");
    expect(rebuild).toHaveBeenCalledTimes(2);
  });
});
