import { MantineProvider } from "@mantine/core";
import { NotificationsProvider } from "@mantine/notifications";
import { type DataProvider, Refine, type ResourceProps } from "@refinedev/core";
import { useNotificationProvider } from "@refinedev/mantine";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

/**
 * The admin's real shell (Mantine, notifications, Refine) around one screen, on a given data provider.
 * No Refine router provider: vitest loads react-router twice here (once for @refinedev/react-router outside
 * vite), and the generic screens name their resource explicitly, so they do not need one. A MemoryRouter at
 * `path` gives the screens the address they read (`?id=` opens a record).
 */
export function renderAdmin(
  ui: ReactNode,
  { dataProvider, resources, path = "/" }: { dataProvider: DataProvider; resources: ResourceProps[]; path?: string },
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider>
        <NotificationsProvider>
          <Refine
            dataProvider={dataProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            {ui}
          </Refine>
        </NotificationsProvider>
      </MantineProvider>
    </MemoryRouter>,
  );
}
