import { createStyles } from "@mantine/core";
import { Outlet, useLocation } from "react-router";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { ScrollManager } from "./ScrollManager";

const useStyles = createStyles((theme) => ({
  skipLink: {
    position: "absolute",
    left: theme.spacing.sm,
    top: -100,
    zIndex: 1000,
    padding: "8px 16px",
    background: theme.white,
    color: theme.colors.brand[8],
    fontWeight: 700,
    borderRadius: theme.radius.sm,
    "&:focus": { top: theme.spacing.sm },
  },
  main: { minHeight: "60vh", outline: "none" },
}));

export function SiteLayout() {
  const { classes } = useStyles();
  const { pathname } = useLocation();
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <ScrollManager />
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {/* A new route gets a fresh boundary, so one crashed page does not stick to the next.
            No Suspense here: navigations are transitions, so the current page stays until the
            next page's code has arrived (src/App.tsx holds the one boundary). */}
        <RouteErrorBoundary key={pathname}>
          <Outlet />
        </RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
