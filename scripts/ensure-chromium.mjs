// Browser tests drive Debian's Chromium; these machines cannot download Playwright's own.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
}
