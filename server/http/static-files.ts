import path from "node:path";
import express, { type Router } from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * Built assets have content hashes in their names, so browsers may keep them for a year.
 * Product images and uploads change only by getting a new name; other public files get an hour.
 * The build leaves a Brotli and a gzip copy beside each compressible file
 * (scripts/compress-assets.ts): those go out as they are, to browsers that accept them.
 */
export function staticFiles({ clientDir, uploadsDir }: { clientDir: string; uploadsDir: string }): Router {
  const precompressed = (dir: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]) =>
    expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });
  const router = express.Router();
  router.use("/assets", precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
  router.use(
    "/uploads",
    express.static(uploadsDir, { immutable: true, maxAge: "1y", index: false, dotfiles: "deny" }),
  );
  router.use("/images", precompressed(path.join(clientDir, "images"), { maxAge: "7d", index: false }));
  // Other public files sit at the root (favicon, manifest). Only paths that look like a
  // file reach the disk, so pages and API calls skip a filesystem lookup.
  const rootFiles = precompressed(clientDir, { maxAge: "1h", index: false });
  router.use((req, res, next) => (/^\/[\w.-]+\.\w+$/.test(req.path) ? rootFiles(req, res, next) : next()));
  return router;
}
