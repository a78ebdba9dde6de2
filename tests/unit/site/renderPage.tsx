import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { expect } from "vitest";
import { languageOf } from "../../../src/site/i18n/language";
import { LanguageProvider } from "../../../src/site/i18n/LanguageContext";
import { forgetPublishedData, seedPublishedData } from "../../../src/site/shared/publishedDataCache";
import { siteTheme } from "../../../src/site/theme";

/** Shows the router's current address, for tests of links that move it. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * Renders a public page the way the site does: with its theme and a router, nothing loaded yet.
 * With `routes`, the page is the element of each of those paths (a list and its items'
 * addresses), and the current address is shown in `current-path`. A path under /hi renders the
 * page in Hindi, as SiteApp does. With `arrived`, the page starts from that content, as a
 * prerendered page does.
 */
export function renderPage(
  page: ReactElement,
  path = "/",
  routes?: readonly string[],
  arrived?: Record<string, unknown>,
) {
  forgetPublishedData();
  if (arrived) seedPublishedData(arrived);
  return render(
    <MantineProvider theme={siteTheme}>
      <LanguageProvider value={languageOf(path)}>
        <MemoryRouter initialEntries={[path]}>
          {routes ? (
            <>
              <Routes>
                {routes.map((route) => (
                  <Route key={route} path={route} element={page} />
                ))}
              </Routes>
              <CurrentPath />
            </>
          ) : (
            page
          )}
        </MemoryRouter>
      </LanguageProvider>
    </MantineProvider>,
  );
}

/** The router's current address, as `renderPage` with `routes` shows it. */
export const currentPath = () => screen.getByTestId("current-path").textContent;

/**
 * Closes an item's dialog by its close link (named `name`), which is a link to the list at
 * `listPath`: the dialog goes and the router is at the list.
 */
export async function closeDialogToList(user: UserEvent, dialog: HTMLElement, name: string, listPath: string) {
  const close = within(dialog).getByRole("link", { name });
  expect(close.getAttribute("href")).toBe(listPath);
  await user.click(close);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(currentPath()).toBe(listPath);
}
