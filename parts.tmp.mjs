import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: process.env.CHROME_PATH, args: ["--no-sandbox"] });
const p = await b.newPage();
await p.goto("http://127.0.0.1:4199/");
await p.locator("html[data-hydrated]").waitFor({ state: "attached" });
const states = () => p.evaluate(() => [...document.querySelectorAll("[data-part]")].map((e) => JSON.stringify(e.getAttribute("data-part")) + ":" + (e.firstElementChild?.tagName ?? "-")).join(" "));
for (let i = 0; i < 4; i++) {
  console.log(i, await states(), await p.locator('[data-part=""]').count());
  for (const part of await p.locator('[data-part=""] > *:first-child').all()) await part.scrollIntoViewIfNeeded().catch((e) => console.log("scroll err", e.message.slice(0, 100)));
  await p.waitForTimeout(1500);
}
await b.close();
