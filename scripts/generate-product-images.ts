/**
 * Writes the demo catalogue's product images: three square SVGs per product into
 * public/images/products/, served by the app itself (nothing external).
 *
 *   <slug>-1.svg  front view of the device (listing-card image)
 *   <slug>-2.svg  rear panel / three-quarter view
 *   <slug>-3.svg  spec card: name, capacity and the first four spec rows
 *
 * Deterministic: the same catalogue always produces byte-identical files.
 * Run with: npx tsx scripts/generate-product-images.ts
 */
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PRODUCTS, type DemoProduct } from "../app/db/seed/demo-catalogue";
import { batteryThreeQuarter, lithium48Panel, lithiumFront, tubularFront } from "./product-images/batteries";
import { inverterBack, inverterFront } from "./product-images/inverter";
import { specCard } from "./product-images/spec-card";
import { doc } from "./product-images/svg";
import { is48V, isLithium } from "./product-images/traits";
import { upsBack, upsFront } from "./product-images/ups";

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "images", "products");

function views(p: DemoProduct): [string, string, string] {
  switch (p.type) {
    case "inverter":
      return [inverterFront(p), inverterBack(p), specCard(p)];
    case "ups":
      return [upsFront(p), upsBack(p), specCard(p)];
    case "battery": {
      const front = isLithium(p) ? lithiumFront(p) : tubularFront(p);
      const side = isLithium(p) && is48V(p) ? lithium48Panel(p) : batteryThreeQuarter(p);
      return [front, side, specCard(p)];
    }
  }
}

const VIEW_NAMES = ["front view", "rear view", "specifications"] as const;
const VIEW_NAMES_BATTERY = ["front view", "three-quarter view", "specifications"] as const;

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const expected = new Set<string>();
  let largest = 0;
  for (const p of DEMO_PRODUCTS) {
    const names = p.type === "battery" && !(isLithium(p) && is48V(p)) ? VIEW_NAMES_BATTERY : VIEW_NAMES;
    const bodies = views(p);
    bodies.forEach((body, i) => {
      const file = `${p.slug}-${i + 1}.svg`;
      const svg = doc(`${p.name} – ${names[i] ?? "image"}`, body, p.brand);
      writeFileSync(join(OUT_DIR, file), svg);
      expected.add(file);
      largest = Math.max(largest, Buffer.byteLength(svg));
    });
  }
  // Remove images of products no longer in the catalogue.
  for (const file of readdirSync(OUT_DIR)) {
    if (/-[123]\.svg$/.test(file) && !expected.has(file)) unlinkSync(join(OUT_DIR, file));
  }
  console.log(`Wrote ${expected.size} images for ${DEMO_PRODUCTS.length} products to ${OUT_DIR} (largest ${largest} bytes).`);
}

main();
