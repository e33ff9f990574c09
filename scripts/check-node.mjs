// Stops every npm entry point early on an old Node. The project brings Node 24 as the
// devDependency `node`, which npm puts first on PATH for scripts; this catches the cases
// where that did not happen (a bare `node server.js`, or `npm install --ignore-scripts`).
const MINIMUM = [22, 22];
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < MINIMUM[0] || (major === MINIMUM[0] && minor < MINIMUM[1])) {
  console.error(
    `\nThis shop needs Node.js ${MINIMUM.join(".")} or newer; this is ${process.version}.\n` +
      "Run it through npm (`npm start`, `npm test`, `npm run …`), which uses the Node 24 the project installs,\n" +
      "or reinstall with scripts enabled: `npm ci` (not `--ignore-scripts`).\n",
  );
  process.exit(1);
}
