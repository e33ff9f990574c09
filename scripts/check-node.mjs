// Stops every npm entry point early on an old Node. The project brings Node 24 as the
// devDependency `node`, which npm puts first on PATH for scripts; this catches the cases
// where that did not happen (a bare `node server.js`, or `npm install --ignore-scripts`).
import { pathToFileURL } from "node:url";

export const MINIMUM_NODE = [22, 22];

/** The message to stop with for this Node version, or null when it is new enough. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return null;
  return (
    `\nThis shop needs Node.js ${MINIMUM_NODE.join(".")} or newer; this is v${version.replace(/^v/, "")}.\n` +
    "Run it through npm (`npm start`, `npm test`, `npm run …`), which uses the Node 24 the project installs,\n" +
    "or reinstall with scripts enabled: `npm ci` (not `--ignore-scripts`).\n"
  );
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the program Node was started with, not an import. */
export function isProgram(moduleUrl) {
  return Boolean(process.argv[1]) && moduleUrl === pathToFileURL(process.argv[1]).href;
}

// Run as a script (`node scripts/check-node.mjs`) or imported first thing by server.js.
const problem = nodeVersionProblem(process.versions.node);
if (problem && (isProgram(import.meta.url) || !process.env.VITEST)) {
  console.error(problem);
  process.exit(1);
}
