import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KEPT_ICON, keptLucideIcon } from "./kept-lucide-icon";

const lucideEsm = path.join(path.dirname(createRequire(import.meta.url).resolve("lucide-react")), "../esm");

describe("the build's kept lucide icon (decision 032)", () => {
  const resolveId = keptLucideIcon().resolveId as (source: string, importer: string | undefined) => string | null;

  it("hands lucide-react's createLucideIcon our Icon, and no one else", () => {
    expect(resolveId("./Icon.mjs", path.join(lucideEsm, "createLucideIcon.mjs"))).toBe(KEPT_ICON);
    expect(readFileSync(KEPT_ICON, "utf8")).toContain("export default KeptIcon");
    expect(resolveId("./Icon.mjs", path.join(lucideEsm, "lucide-react.mjs"))).toBeNull();
    expect(resolveId("./Icon.mjs", "/work/app/components/x.tsx")).toBeNull();
  });

  it("still matches lucide-react: its createLucideIcon draws through ./Icon.mjs", () => {
    // An upgrade that moves this import would quietly bring back lucide's own Icon.
    expect(readFileSync(path.join(lucideEsm, "createLucideIcon.mjs"), "utf8")).toMatch(/import Icon from '\.\/Icon\.mjs';/);
  });
});
