import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx syntax) as they are. `cn` (cn.ts) also resolves Tailwind conflicts
 * (a later `h-12` drops an earlier `h-10`), but its first call builds tailwind-merge's tables,
 * one ~10–30 ms task on a phone during the page's hydration (decision 020). Use `cx` where no
 * two classes can set the same property: alternatives that replace each other, or the shop's
 * component classes (`btn`, `badge`), which tailwind-merge does not know anyway.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
