import { Global } from "@mantine/core";

/** Marks what a printout leaves out (links, buttons): `data-print="hide"`. */
export const hiddenInPrint = { "data-print": "hide" };

/**
 * The story as printed (docs/product.md#your-first-visit): only the steps, one per page, without
 * the site's header, footer or buttons. Mounted with the story's pages only, so no other page
 * prints differently.
 */
export function PrintStyles() {
  return (
    <Global
      styles={{
        "@media print": {
          "header, footer, [data-print='hide']": { display: "none !important" },
          "[data-story-step]": { breakInside: "avoid", breakAfter: "page", marginBottom: 0 },
          "[data-story-step]:last-of-type": { breakAfter: "auto" },
          "[data-story-step] img": { maxHeight: "60vh", width: "auto", maxWidth: "100%", margin: "0 auto" },
          "[data-story-step] figure": { border: "2px solid #000" },
        },
      }}
    />
  );
}
