import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { siteTheme } from "../../../src/site/theme";

/** Renders a public page the way the site does: with its theme and a router. */
export function renderPage(page: ReactElement, path = "/") {
  return render(
    <MantineProvider theme={siteTheme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MantineProvider>,
  );
}
