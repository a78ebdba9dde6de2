import { Box } from "@mantine/core";
import { ThemedLayout } from "@refinedev/mantine";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { AdminErrorBoundary } from "./AdminErrorBoundary";
import { AdminSidebar } from "./AdminSidebar";

const NoHeader = () => null;

/** Refine's themed layout with our fixed sidebar; each screen renders inside its <main>. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    // On a phone the sidebar sits above the screen instead of beside it.
    <Box sx={(theme) => ({ [theme.fn.smallerThan("sm")]: { "& > div": { flexDirection: "column" } } })}>
      <ThemedLayout Sider={AdminSidebar} Header={NoHeader}>
        <AdminErrorBoundary key={pathname}>{children}</AdminErrorBoundary>
      </ThemedLayout>
    </Box>
  );
}
