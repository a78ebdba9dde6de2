import { useContext } from "react";
import { createStyles } from "@mantine/core";
import { Outlet, useLocation } from "react-router";
import { deferred } from "../shared/deferred";
import { useTexts } from "../i18n/LanguageContext";
import { Header } from "./Header";
import { layoutTexts } from "./layoutTexts";
import { LanguageOffer } from "./LanguageOffer";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { ScrollManager } from "./ScrollManager";
import { LayoutSlotContext } from "./layoutSlot";
import { routeFor } from "../routes";

// Below every page: hydrates as it nears the screen (src/site/shared/deferred.tsx); its links work before.
const Footer = deferred(() => import("./Footer").then((m) => m.Footer));

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
  const texts = useTexts(layoutTexts);
  const slot = useContext(LayoutSlotContext);
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {texts.skipLink}
      </a>
      <ScrollManager />
      {pathname === "/" && <LanguageOffer />}
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {/* A new page gets a fresh boundary, so one crashed page does not stick to the next; a
            list and its items' addresses (/services, /services/<id>) are one page and stay mounted.
            No Suspense here: navigations are transitions, so the current page stays until the
            next page's code has arrived (src/App.tsx holds the one boundary). */}
        <RouteErrorBoundary key={routeFor(pathname).module}>{slot ?? <Outlet />}</RouteErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
