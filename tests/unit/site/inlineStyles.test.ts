// The prerender minifies each page's inline styles (scripts/prerender/minifyStyles.ts): bytes of the home
// page's first round trip (docs/architecture.md#performance), without changing what they mean or
// the ids emotion hydrates from.
import { describe, expect, it } from "vitest";
import { minifyInlineStyles } from "../../../scripts/prerender/minifyStyles";

describe("minifyInlineStyles", () => {
  it("writes emotion's styles shorter, keeping each tag and its data-emotion ids", () => {
    const html =
      '<head><style data-emotion="mantine 1a 2b">.mantine-1a{color:rgba(0, 0, 0, 0.5);font-size:1rem;font-size:1rem;}' +
      ".mantine-2b{padding:0px 4px;}</style></head>";
    expect(minifyInlineStyles(html)).toBe(
      '<head><style data-emotion="mantine 1a 2b">.mantine-1a{color:#00000080;font-size:1rem}.mantine-2b{padding:0 4px}</style></head>',
    );
  });

  it("keeps media queries in the form older phones read (max-width, not width<=)", () => {
    const html = "<style>@media (max-width: 991px){.a{display:none;}}@media (min-width: 768px){.b{color:red;}}</style>";
    expect(minifyInlineStyles(html)).toBe(
      "<style>@media (max-width:991px){.a{display:none}}@media (min-width:768px){.b{color:red}}</style>",
    );
  });

  it("leaves an empty style tag and the rest of the page as they are", () => {
    const html = '<style id="awaiting-later-styles"></style><p>a{b}</p>';
    expect(minifyInlineStyles(html)).toBe(html);
  });
});
