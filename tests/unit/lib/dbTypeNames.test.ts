import { expect, it } from "vitest";
import { exportedRowTypeName } from "../../../scripts/db-types/render";

// A generated row type named like a browser global (Event, Location, Document) would shadow the
// DOM's type wherever a file imports it unqualified (issue 28, "Names that mean one thing").
it("names a row type after its table, with Row added where the name is a browser global", () => {
  expect(exportedRowTypeName("news_articles")).toBe("NewsArticle");
  expect(exportedRowTypeName("advisories")).toBe("Advisory");
  expect(exportedRowTypeName("events")).toBe("EventRow");
  expect(exportedRowTypeName("documents")).toBe("DocumentRow");
  expect(exportedRowTypeName("locations")).toBe("LocationRow");
});

it("exports no row type from database.types.ts that a browser global already names", async () => {
  const { readFileSync } = await import("node:fs");
  const source = readFileSync("src/lib/database.types.ts", "utf8");
  const rowTypes = [...source.matchAll(/^export type (\w+) = Row<"(\w+)">;$/gm)];
  expect(rowTypes.length).toBeGreaterThan(10);
  for (const [, name, table] of rowTypes) expect(name).toBe(exportedRowTypeName(table));
  expect(rowTypes.map(([, name]) => name)).not.toContain("Event");
});
