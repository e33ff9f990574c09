import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The Node flags `npm run serve` starts server.js with (e.g. `--liftoff-only`), read
 * from the checkout's package.json, so every scenario measures the server as it ships.
 */
export function serveFlags(appDir: string): string[] {
  const packageJson = readFileSync(path.join(appDir, "package.json"), "utf8");
  return serveFlagsOf(packageJson);
}

function serveFlagsOf(packageJson: string): string[] {
  const serve = (JSON.parse(packageJson) as { scripts: Record<string, string> }).scripts.serve ?? "";
  const command = serve.split("&&").map((part) => part.trim()).find((part) => / server\.js\b/.test(part));
  if (!command) throw new Error(`package.json's serve script does not run server.js: "${serve}"`);
  const words = command.split(/\s+/);
  return words.slice(words.indexOf("node") + 1, words.indexOf("server.js"));
}
