// Draws public/og-image.png, the 1200x630 picture that WhatsApp, Facebook and X show under a
// shared link, from the logo and the foundation's name, with the Chromium the tests use.
// Run it again after changing the name or the logo: npx tsx scripts/make-og-image.ts
import { chromium } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { foundation } from "../src/config/site";

const logo = readFileSync("src/site/layout/logo.svg", "utf8");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;align-items:center;gap:64px;
  background:linear-gradient(135deg,#eef5fb 0%,#fff4e6 100%);font-family:'Noto Sans','DejaVu Sans',Arial,sans-serif">
  <div style="flex:0 0 300px;height:300px">${logo.replace("<svg ", '<svg style="width:300px;height:300px" ')}</div>
  <div>
    <div style="font-size:68px;line-height:1.1;font-weight:700;color:#0c2f50">${foundation.name}</div>
    <div style="margin-top:28px;font-size:34px;line-height:1.3;color:#12406b">Therapy, education and care for neurodiverse children in Prayagraj</div>
  </div>
</div></body></html>`;

const executablePath = execFileSync(process.execPath, ["tests/e2e/find-chromium.mjs"]).toString().trim();
const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: "public/og-image.png", type: "png" });
await browser.close();
console.log("Wrote public/og-image.png (1200x630)");
