import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { AdminErrorBoundary } from "../../../src/admin/layout/AdminErrorBoundary";

let failing = true;
function FlakyScreen() {
  if (failing) throw new Error("relation does not exist");
  return <p>The screen is back</p>;
}

it("a screen that throws shows its error and 'Try again' renders it anew", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  render(
    <MantineProvider>
      <AdminErrorBoundary>
        <FlakyScreen />
      </AdminErrorBoundary>
    </MantineProvider>,
  );
  const alert = await screen.findByRole("alert");
  expect(alert.textContent).toContain("Something went wrong on this screen");
  expect(alert.textContent).toContain("relation does not exist");
  failing = false;
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("The screen is back")).toBeTruthy();
  expect(screen.queryByRole("alert")).toBeNull();
});
