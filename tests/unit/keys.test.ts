// @vitest-environment node
import { jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from "../../supabase/local/keys";

// The local keys must be the Supabase CLI's, so the stand-in and `supabase start` are interchangeable.
describe("local API keys", () => {
  const secret = new TextEncoder().encode(LOCAL_JWT_SECRET);

  it.each([
    ["anon", LOCAL_ANON_KEY],
    ["service_role", LOCAL_SERVICE_ROLE_KEY],
  ])("the %s key is signed with the local JWT secret and carries its role", async (role, key) => {
    const { payload, protectedHeader } = await jwtVerify(key, secret);
    expect(protectedHeader.alg).toBe("HS256");
    expect(payload).toMatchObject({ iss: "supabase-demo", role });
  });

  it("refuses a key signed with another secret", async () => {
    await expect(
      jwtVerify(LOCAL_ANON_KEY, new TextEncoder().encode("another-secret-another-secret-another")),
    ).rejects.toThrow();
  });
});
