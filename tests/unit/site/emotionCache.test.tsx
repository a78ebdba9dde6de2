// Mantine 5's pixel font sizes become rem, so the comfort settings' text size (a root font size of
// up to 200 %) reaches every text (docs/product.md#comfort-settings).
import { Box, createEmotionCache, createStyles, MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { holdUnusedClassesWhileHydrating, textInRem, writeOnlyClassesInUse } from "../../../src/site/emotionCache";

describe("textInRem", () => {
  it("writes font sizes and line heights in rem", () => {
    expect(textInRem("font-size:14px;line-height:1.55;color:red;")).toBe(
      "font-size:0.875rem;line-height:1.55;color:red;",
    );
    expect(textInRem(".a{line-height:34px;}")).toBe(".a{line-height:2.125rem;}");
  });

  it("scales a fixed height only in a rule that sets a font size: a button's, not a dot's", () => {
    expect(textInRem("height:36px;font-size:16px;min-height:36px;")).toBe(
      "height:2.25rem;font-size:1rem;min-height:2.25rem;",
    );
    expect(textInRem("width:24px;height:24px;&::before{font-size:12px;}")).toBe(
      "width:24px;height:24px;&::before{font-size:0.75rem;}",
    );
  });

  it("leaves other lengths, and sizes already relative, as they are", () => {
    const css = "max-height:300px;line-height:1;font-size:1.2em;padding:12px;border-width:1px;";
    expect(textInRem(css)).toBe(css);
  });
});

describe("writeOnlyClassesInUse", () => {
  // A component styled as Mantine's own are: each class merged from css() calls (createStyles).
  const useStyles = createStyles((theme) => ({
    card: { padding: theme.spacing.md, color: "rgb(1, 2, 3)" },
    title: { fontWeight: 700 },
  }));
  function Card() {
    const { classes } = useStyles();
    return (
      <section className={classes.card}>
        <h2 className={classes.title}>Title</h2>
        <Box sx={{ marginTop: 5 }}>Text</Box>
      </section>
    );
  }

  /** The classes of `key` the cache wrote a rule with declarations for, and those the elements carry. */
  async function rendered(key: string, wrap: boolean) {
    const cache = createEmotionCache({ key });
    render(
      <MantineProvider emotionCache={wrap ? writeOnlyClassesInUse(cache) : cache}>
        <Card />
      </MantineProvider>,
    );
    await Promise.resolve();
    const css = Array.from(document.querySelectorAll(`style[data-emotion="${key}"]`), (tag) => tag.textContent).join(
      "",
    );
    const written = new Set(
      Array.from(css.matchAll(new RegExp(`\\.(${key}-[a-z0-9]+)[^{]*\\{[^}]`, "g")), (m) => m[1]),
    );
    const used = new Set(
      Array.from(document.querySelectorAll(`[class*="${key}-"]`)).flatMap((element) =>
        Array.from(element.classList).filter((name) => name.startsWith(`${key}-`)),
      ),
    );
    return { written, used };
  }

  it("writes the classes the elements carry, each with its rule, and not those merged into them", async () => {
    const { written, used } = await rendered("wrapped", true);
    expect(used.size).toBeGreaterThan(2);
    for (const name of used) expect(written, `${name} has its rule`).toContain(name);
    expect([...written].filter((name) => !used.has(name))).toEqual([]);
  });

  it("without it, emotion writes the merged-away classes too", async () => {
    const { written, used } = await rendered("plain", false);
    expect([...written].filter((name) => !used.has(name)).length).toBeGreaterThan(2);
  });
});

describe("holdUnusedClassesWhileHydrating", () => {
  /** A cache whose writes are listed, held while a hydration is open for the classes `present` lacks. */
  function setUp() {
    const cache = createEmotionCache({ key: "held" });
    const written: string[] = [];
    const write = cache.insert;
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      written.push(serialized.name);
      return write(selector, serialized, sheet, shouldCache);
    };
    const present = new Set<string>();
    const hydrations = holdUnusedClassesWhileHydrating(cache, {
      hasElementWith: (className) => present.has(className),
    });
    const use = (name: string) =>
      cache.insert(`.held-${name}`, { name, styles: `color:red;--${name}:1;`, next: undefined }, cache.sheet, true);
    return { cache, written, present, hydrations, use };
  }

  it("while a page hydrates, writes a class an element carries at once, and holds one no element carries", () => {
    const { cache, written, present, hydrations, use } = setUp();
    present.add("held-carried");
    const end = hydrations.start();
    use("carried");
    use("merged");
    use("merged");
    expect(written).toEqual(["carried"]);
    expect(cache.inserted.merged).toBeUndefined();
    end();
  });

  it("once it has committed, writes a held class an element now carries, and lets the others go unmarked", () => {
    const { cache, written, present, hydrations, use } = setUp();
    const end = hydrations.start();
    use("added");
    use("merged");
    present.add("held-added");
    end();
    expect(written).toEqual(["added"]);
    expect(cache.inserted.added).toBe(true);
    expect(cache.inserted.merged).toBeUndefined();
    // A later render that uses it writes it then, as emotion does.
    use("merged");
    expect(written).toEqual(["added", "merged"]);
  });

  it("writes a class an element carries with emotion's own insert, past a wrapper that would drop it", () => {
    const cache = createEmotionCache({ key: "past" });
    const written: string[] = [];
    // As writeOnlyClassesInUse may drop a class a render also merges into another.
    cache.insert = () => {};
    const hydrations = holdUnusedClassesWhileHydrating(cache, {
      write: (_selector, serialized) => void written.push(serialized.name),
      hasElementWith: () => true,
    });
    const use = (name: string) =>
      cache.insert(`.past-${name}`, { name, styles: "color:red;", next: undefined }, cache.sheet, true);
    const end = hydrations.start();
    use("carried");
    end();
    // Once no hydration is open, the wrapper's way again.
    use("later");
    expect(written).toEqual(["carried"]);
  });

  it("lets go only once every open hydration has ended, and without one writes as emotion does", () => {
    const { written, present, hydrations, use } = setUp();
    const endPage = hydrations.start();
    const endPart = hydrations.start();
    use("late");
    endPart();
    endPart();
    present.add("held-late");
    endPage();
    expect(written).toEqual(["late"]);
    use("fresh");
    expect(written).toEqual(["late", "fresh"]);
  });
});
