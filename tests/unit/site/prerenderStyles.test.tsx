// @vitest-environment node
import { createEmotionCache, createStyles, MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createPageStyles } from "../../../src/prerenderStyles";
import { belowTheFold } from "../../../src/site/shared/belowTheFold";

// The build inlines the styles of a page's first screen and sends the rest after the paint
// (docs/architecture.md#performance). Rendered on the server, as the build does.

const useStyles = createStyles({
  hero: { color: "#010203" },
  shared: { margin: 7 },
  later: { color: "#040506", "@media (max-width: 500px)": { color: "#070809" } },
});

function Page({ fold }: { fold: boolean }) {
  const { classes } = useStyles();
  return (
    <main>
      <h1 className={classes.hero}>Hero</h1>
      <p className={classes.shared}>First screen</p>
      <div {...(fold ? belowTheFold : {})}>
        <p className={classes.shared}>Below</p>
        <p className={classes.later}>Below only</p>
      </div>
    </main>
  );
}

function setUp() {
  const cache = createEmotionCache({ key: "t" });
  const pageStyles = createPageStyles(cache);
  const render = (fold: boolean) =>
    pageStyles(
      renderToString(
        <MantineProvider emotionCache={cache}>
          <Page fold={fold} />
        </MantineProvider>,
      ),
    );
  return render;
}

const listed = (inline: string) => /data-emotion="t ([^"]*)"/.exec(inline)?.[1].split(" ") ?? [];

describe("createPageStyles", () => {
  it("inlines what the first screen uses and leaves what only the part below the fold uses for later", () => {
    const { inline, later } = setUp()(true);
    expect(inline).toContain("color:#010203");
    expect(inline).toContain("margin:7px"); // used above and below: inline
    expect(inline).not.toContain("#040506");
    expect(later).toContain("color:#040506");
    expect(later).toContain("@media (max-width: 500px)");
    expect(later).toContain("color:#070809");
    expect(later).not.toContain("#010203");
    // What is left for later is not listed as inserted, so the app inserts it if the file is lost.
    expect(listed(inline)).toHaveLength(2);
  });

  it("inlines everything on a page without a fold", () => {
    const { inline, later } = setUp()(false);
    expect(inline).toContain("#010203");
    expect(inline).toContain("#040506");
    expect(later).toBe("");
    expect(listed(inline)).toHaveLength(3);
  });

  it("gives a page the styles an earlier page already used", () => {
    const render = setUp();
    render(false);
    const second = render(true);
    expect(second.inline).toContain("#010203");
    expect(second.later).toContain("#040506");
  });
});
