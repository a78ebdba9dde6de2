import { mkdtempSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { staticHostMiddleware } from "../../../scripts/prerender/staticHost";

describe("the preview's static host", () => {
  it("serves an event's .ics file as text/calendar", () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(dist, "events.ics"), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    writeFileSync(join(dist, "sitemap.xml"), "<urlset/>");
    const headers = (url: string) => {
      const set: Record<string, string> = {};
      let passed = false;
      staticHostMiddleware(dist)(
        { url, method: "GET" } as IncomingMessage,
        { setHeader: (name: string, value: string) => (set[name] = value) } as unknown as ServerResponse,
        () => (passed = true),
      );
      return { set, passed };
    };
    expect(headers("/events.ics")).toEqual({ set: { "Content-Type": "text/calendar; charset=utf-8" }, passed: true });
    expect(headers("/sitemap.xml")).toEqual({ set: {}, passed: true });
  });
});
