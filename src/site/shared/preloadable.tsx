import { lazy, type ComponentType } from "react";

export type PageModule = { default: ComponentType };

export type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * React.lazy that can be loaded ahead of rendering. A prerendered page must hydrate with its
 * code already present: React.lazy suspends at least once even for a loaded module, which
 * would show the loader over the server's HTML. After `preload()` the page renders at once.
 */
export function preloadable(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: ComponentType | null = null;
  const Lazy = lazy(load);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return Object.assign(Page, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}
