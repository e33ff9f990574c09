import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { readFileSync, mkdtempSync } from "node:fs";
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync("/proc/self/status","utf8"))[1])/1024);
const opts = JSON.parse(process.argv[2] ?? "{}");
const db = await PGlite.create({ dataDir: mkdtempSync("/tmp/i15-pgl-"), extensions: { pg_trgm }, ...opts });
await db.query("select 1");
console.log(JSON.stringify(opts), "fresh", rss());
