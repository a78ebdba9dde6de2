import { e2eApi, expect, test } from "./fixtures";
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from "../../supabase/local/keys";

// The local backend as a browser meets it: another origin, so every answer needs CORS.

const seededActiveDoctors = [
  "Dr. Ananya Mishra",
  "Dr. Rohit Srivastava",
  "Dr. Kavita Tripathi",
  "Dr. Sameer Khan",
  "Dr. Neha Pandey",
];
test("the browser reaches the local backend across origins, as the anonymous role", async ({ page }) => {
  await page.goto("/");
  const result = await page.evaluate(
    async ({ url, key }) => {
      const res = await fetch(`${url}/rest/v1/doctors?select=name&order=name`, {
        headers: { apikey: key, Prefer: "count=exact" },
      });
      return {
        status: res.status,
        range: res.headers.get("content-range"),
        names: (await res.json()).map((d: { name: string }) => d.name),
      };
    },
    { url: e2eApi.url, key: LOCAL_PUBLISHABLE_KEY },
  );
  expect(result.status).toBe(200);
  // The seeded doctors, in order, but the inactive one, which visitors never see. (Other tests may
  // add doctors meanwhile: the count is checked against the rows, not a fixed number.)
  expect(result.names).toEqual(expect.arrayContaining(seededActiveDoctors));
  expect(result.names).not.toContain("Dr. Vivek Agarwal");
  expect(result.names[0]).toBe("Dr. Ananya Mishra");
  expect(result.range).toBe(`0-${result.names.length - 1}/${result.names.length}`);
});

test("a wrong password answers 400 'Invalid login credentials' to the browser", async ({ page }) => {
  await page.goto("/");
  const answer = await page.evaluate(
    async ({ url, key }) => {
      const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { apikey: key, "Content-Type": "application/json" },
        body: JSON.stringify({ email: "admin@example.org", password: "wrong" }),
      });
      return { status: res.status, body: await res.json() };
    },
    { url: e2eApi.url, key: LOCAL_PUBLISHABLE_KEY },
  );
  expect(answer).toEqual({ status: 400, body: { code: "invalid_credentials", message: "Invalid login credentials" } });
});

test("the secret key is refused from a browser, as hosted refuses it", async ({ page }) => {
  await page.goto("/");
  const answer = await page.evaluate(
    async ({ url, key }) => {
      const res = await fetch(`${url}/rest/v1/doctors?select=name`, { headers: { apikey: key } });
      return { status: res.status, body: await res.json() };
    },
    { url: e2eApi.url, key: LOCAL_SECRET_KEY },
  );
  expect(answer).toEqual({
    status: 401,
    body: expect.objectContaining({ message: "Forbidden use of secret API key in browser" }),
  });
});
