import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "../../../src/site/layout/RouteErrorBoundary";
import { siteTheme } from "../../../src/site/theme";

function Crashing(): never {
  throw new Error("boom");
}

afterEach(() => vi.restoreAllMocks());

describe("RouteErrorBoundary", () => {
  it("shows a friendly message with a way home instead of a white page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <MantineProvider theme={siteTheme}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <Crashing />
          </RouteErrorBoundary>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("info@example.org");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeTruthy();
  });

  it("renders its children when nothing fails", () => {
    render(
      <MantineProvider theme={siteTheme}>
        <MemoryRouter>
          <RouteErrorBoundary>
            <p>All well</p>
          </RouteErrorBoundary>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText("All well")).toBeTruthy();
  });
});
