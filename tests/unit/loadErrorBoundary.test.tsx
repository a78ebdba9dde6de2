import { render, screen } from "@testing-library/react";
import { lazy, Suspense } from "react";
import { expect, it, vi } from "vitest";
import { LoadErrorBoundary } from "../../src/LoadErrorBoundary";

it("shows a reload offer, not a white page, when a lazy chunk cannot be fetched", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Broken = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  render(
    <LoadErrorBoundary what="admin panel">
      <Suspense fallback={<p>Loading</p>}>
        <Broken />
      </Suspense>
    </LoadErrorBoundary>,
  );
  expect(await screen.findByRole("heading", { name: "The admin panel could not be loaded" })).toBeTruthy();
  expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
});
