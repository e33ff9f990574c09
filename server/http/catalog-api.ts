import express, { type Request, type Response } from "express";
import { parseListingQuery } from "~/domain/catalog/listing-query";
import type { CatalogCache } from "~/services/catalog/catalog-cache.server";

const HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=30",
  "Access-Control-Allow-Origin": "*",
};

/**
 * The public, read-only catalogue for integrations: GET /api/products (the listing page's
 * parameters — type, q, sort, page — plus limit 1–100) and GET /api/products/:id (the product,
 * or a JSON 404). Served by Express, not as React Router resource routes (decision 023):
 * they render nothing and read no session, and turning each request and answer into Fetch
 * API objects and back cost more than the answer. The listing's bytes come ready from the
 * catalogue's data cache, which every write that changes them drops (decision 018).
 */
export function catalogApi(catalog: CatalogCache): express.Router {
  const router = express.Router();
  router.get("/api/products", async (req: Request, res: Response) => {
    const search = req.originalUrl.indexOf("?");
    const query = parseListingQuery(new URLSearchParams(search === -1 ? "" : req.originalUrl.slice(search + 1)), { allowLimit: true });
    res.set(HEADERS).end(await catalog.listingJson(query));
  });
  router.get("/api/products/:id", async (req: Request<{ id: string }>, res: Response) => {
    const product = await catalog.getProduct(req.params.id);
    res.set(HEADERS).status(product ? 200 : 404).end(JSON.stringify(product ? { product } : { error: "Product not found" }));
  });
  // Read-only: anything but GET (and HEAD) is refused as React Router refuses it elsewhere.
  router.all(["/api/products", "/api/products/:id"], (_req: Request, res: Response) => {
    res.set(HEADERS).set("Allow", "GET, HEAD").status(405).end(JSON.stringify({ error: "Method not allowed" }));
  });
  return router;
}
