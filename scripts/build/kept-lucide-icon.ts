import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** lucide-react's `createLucideIcon`, which draws every icon through `./Icon.mjs`. */
const LUCIDE_CREATE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
export const KEPT_ICON = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app/components/ui/kept-icon.tsx");

/**
 * Gives lucide-react's `createLucideIcon` our `Icon` (app/components/ui/kept-icon.tsx, decision
 * 032) in place of its own: the same markup, drawn from pieces built once. Every icon stays a
 * module of its own, so each page's scripts carry only the icons it draws, and the shop's code
 * imports icons from lucide-react as usual. Anything else that imports lucide's `Icon` keeps it.
 */
export function keptLucideIcon(): Plugin {
  return {
    name: "kept-lucide-icon",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "./Icon.mjs" && importer && LUCIDE_CREATE_ICON.test(importer)) return KEPT_ICON;
      return null;
    },
  };
}
