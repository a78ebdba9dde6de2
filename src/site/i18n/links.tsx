import { forwardRef } from "react";
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  type LinkProps,
  type NavLinkProps,
  type NavigateOptions,
  type To,
} from "react-router";
import { localizedPath, type Language } from "./language";
import { useLanguage } from "./LanguageContext";

function localizedTo(to: To, language: Language): To {
  if (typeof to === "string") return localizedPath(to, language);
  return to.pathname ? { ...to, pathname: localizedPath(to.pathname, language) } : to;
}

/**
 * React Router's Link for the public site: a site address such as paths.about leads to that page
 * in the page's own language (/hi/about on a Hindi page). Components and content modules keep
 * writing the English paths of src/site/paths.ts. `discover="none"`: the site does not use React
 * Router's lazy route discovery, so its `data-discover` attribute is only bytes in every page.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  return <RouterLink ref={ref} to={localizedTo(to, useLanguage())} discover="none" {...props} />;
});

/** React Router's NavLink, with the same rule as Link. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  return <RouterNavLink ref={ref} to={localizedTo(to, useLanguage())} discover="none" {...props} />;
});

/** useNavigate whose paths are read in the page's language. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const language = useLanguage();
  return (to: To | number, options?: NavigateOptions) =>
    typeof to === "number" ? navigate(to) : navigate(localizedTo(to, language), options);
}
