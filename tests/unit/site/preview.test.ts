import { describe, expect, it } from "vitest";
import { storedAccessToken, storedSessionKey } from "../../../src/lib/staffSession";
import { declarations } from "../../../src/admin/resources";
import { previewState, previewTables } from "../../../src/site/preview/previewState";
import { routeFor } from "../../../src/site/routes";

// Preview (docs/product.md#preview): its address, the staff session it reads, and the banner's state.
describe("preview", () => {
  it("is its own page at /preview/<table>/<id>, in both languages", () => {
    expect(routeFor("/preview/news_articles/2b1c").module).toBe("src/site/preview/PreviewPage.tsx");
    expect(routeFor("/hi/preview/doctors/2b1c").module).toBe("src/site/preview/PreviewPage.tsx");
  });

  it("previews every table whose declaration has publishing (its card offers Preview), and no other", () => {
    const published = declarations.filter((declaration) => declaration.publishing).map(({ table }) => table);
    expect([...previewTables].sort()).toEqual(published.sort());
  });

  it("reads supabase-js's stored session under its key, and only a token that has not expired", () => {
    // supabase-js names the key after the first label of the project's host.
    expect(storedSessionKey("https://abcdefgh.supabase.co")).toBe("sb-abcdefgh-auth-token");
    const now = Date.parse("2026-11-25T12:00:00Z");
    const storage = (value: unknown) => ({
      getItem: (key: string) => (key === storedSessionKey() ? JSON.stringify(value) : null),
    });
    const session = { access_token: "jwt", expires_at: now / 1000 + 60 };
    expect(storedAccessToken(storage(session), now)).toBe("jwt");
    expect(storedAccessToken(storage({ ...session, expires_at: now / 1000 - 1 }), now)).toBeNull();
    expect(storedAccessToken(storage({ expires_at: now / 1000 + 60 }), now)).toBeNull();
    expect(storedAccessToken({ getItem: () => null }, now)).toBeNull();
    expect(storedAccessToken({ getItem: () => "not json" }, now)).toBeNull();
  });

  it("says draft, scheduled, ended or published by the policies' rule", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    const past = "2026-11-25T11:00:00Z";
    const future = "2026-11-25T13:00:00Z";
    expect(previewState({ status: "draft", publish_at: past }, now)).toBe("draft");
    expect(previewState({ status: "published", publish_at: future }, now)).toBe("scheduled");
    expect(previewState({ status: "published", publish_at: past, ends_at: past }, now)).toBe("ended");
    expect(previewState({ status: "published", publish_at: past, ends_at: future }, now)).toBe("published");
    expect(previewState({ status: "published", publish_at: past, ends_at: null }, now)).toBe("published");
  });
});
