import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { forgetContent } from "../../../src/site/shared/contentCache";
import { siteTheme } from "../../../src/site/theme";

/** Renders a public page the way the site does: with its theme and a router, nothing loaded yet. */
export function renderPage(page: ReactElement, path = "/") {
  forgetContent();
  return render(
    <MantineProvider theme={siteTheme}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </MantineProvider>,
  );
}
