import { expect, test } from "./fixtures";

// The built site's server (tests/e2e/serve.ts, as a static host would) publishes the built site
// only: the local database folder and other hidden paths answer 404, not a file and not the app's page.
for (const path of ["/.data/db/PG_VERSION", "/.data/db/PG_VERSION?raw", "/.git/config", "/.env"]) {
  test(`GET ${path} on the site port answers 404`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(404);
    expect(await res.text()).toBe("Not found");
  });
}

test("the site itself is still served", async ({ request }) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('<div id="root">');
});
