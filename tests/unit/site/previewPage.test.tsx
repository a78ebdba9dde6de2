import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { restAs } from "../../../src/lib/rest";
import { storedSessionKey } from "../../../src/lib/staffSession";
import PreviewPage from "../../../src/site/preview/PreviewPage";
import { renderPage } from "./renderPage";
import { noImage } from "../../support/siteRows";

// The preview page (docs/product.md#preview): the row as its public card shows it, under the banner,
// read with the staff member's token; without a session, the staff-only message and no request.
vi.mock("../../../src/lib/rest", () => ({ rest: {}, restAs: vi.fn() }));
const reader = vi.mocked(restAs);

const doctor = {
  id: "5b0c6f4e-3f1a-4c55-9f3e-1d2a3b4c5d6e",
  name: "Dr. Scheduled Example",
  specialty: "Speech therapy",
  experience: "5 years",
  qualifications: "MASLP",
  description: "Kind and patient.",
  ...noImage,
  is_active: true,
  status: "published",
  publish_at: new Date(Date.now() + 86_400_000).toISOString(),
};

function answering(row: unknown) {
  const query = {
    select: () => query,
    eq: (column: string, value: string) => {
      expect([column, value]).toEqual(["id", doctor.id]);
      return query;
    },
    maybeSingle: () => Promise.resolve({ data: row, error: null, status: 200 }),
  };
  reader.mockReturnValue({ from: vi.fn(() => query) } as unknown as ReturnType<typeof restAs>);
}

describe("PreviewPage", () => {
  beforeEach(() => reader.mockReset());
  afterEach(() => localStorage.clear());

  it("shows a scheduled doctor's card under the banner, read with the stored staff token", async () => {
    localStorage.setItem(
      storedSessionKey(),
      JSON.stringify({ access_token: "staff-jwt", expires_at: Date.now() / 1000 + 3600 }),
    );
    answering(doctor);
    renderPage(<PreviewPage />, `/preview/doctors/${doctor.id}`, ["/preview/:table/:id"]);
    expect(await screen.findByRole("heading", { name: "Dr. Scheduled Example" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Preview — not published yet" })).toBeTruthy();
    expect(screen.getByText(/^Scheduled: shown on the site from /)).toBeTruthy();
    expect(reader).toHaveBeenCalledWith("staff-jwt");
  });

  it("says an unknown record has nothing to preview", async () => {
    localStorage.setItem(storedSessionKey(), JSON.stringify({ access_token: "staff-jwt" }));
    answering(null);
    renderPage(<PreviewPage />, `/preview/doctors/${doctor.id}`, ["/preview/:table/:id"]);
    expect(await screen.findByText(/^There is nothing to preview at this address/)).toBeTruthy();
  });

  it("without a staff session says previews are for staff, and asks for nothing", async () => {
    renderPage(<PreviewPage />, `/hi/preview/doctors/${doctor.id}`, ["/hi/preview/:table/:id"]);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "पूर्वावलोकन केवल साइन इन किए हुए कर्मचारियों के लिए है",
      }),
    ).toBeTruthy();
    expect(reader).not.toHaveBeenCalled();
  });
});
