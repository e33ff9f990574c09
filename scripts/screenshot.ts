/**
 * `npm run screenshot` — starts the built shop on a fresh demo database and saves the
 * listing, as a phone and a desktop see it, to docs/ for the README.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const port = 3390;
const dataDir = mkdtempSync(path.join(tmpdir(), "shop-screenshot-"));
const server = spawn(process.execPath, ["server.js"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: "inherit",
});
const url = `http://localhost:${port}`;
try {
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  for (const [name, viewport] of [
    ["listing-desktop", { width: 1280, height: 900 }],
    ["listing-phone", { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
    await page.goto(`${url}/products`, { waitUntil: "networkidle" });
    await page.screenshot({ path: `docs/screenshot-${name}.png` });
    await page.close();
  }
  await browser.close();
  console.log("Saved docs/screenshot-listing-desktop.png and docs/screenshot-listing-phone.png");
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
