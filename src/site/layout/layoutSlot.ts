import { createContext, type ReactNode } from "react";

/**
 * For the build only (src/entry-server.tsx, `renderInShell`): what the layout shows instead of
 * its page, a marker where the page, rendered on its own, is put. In the browser it is null.
 */
export const LayoutSlotContext = createContext<ReactNode>(null);
