import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "~/config.server";
import { createImageStore } from "./create-image-store.server";
import { IMAGE_CACHE_CONTROL } from "./image-store.server";
import { createLocalImageStore } from "./local-image-store.server";
import { s3ImageUrl } from "./s3-image-store.server";
import { storeUploadedImage } from "./store-uploaded-image.server";
import { JPEG_1X1, PNG_1X1, pngOfSize, WEBP_1X1 } from "../../../tests/support/test-images";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const file = (bytes: Uint8Array | string, name: string, type = "") => new File([bytes as BlobPart], name, { type });

describe("storing uploaded images locally", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "shop-uploads-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ["PNG", PNG_1X1, "png"],
    ["JPEG", JPEG_1X1, "jpg"],
    ["WebP", WEBP_1X1, "webp"],
  ])("keeps a %s under the hash of its bytes, whatever its name and claimed type", async (_kind, bytes, ext) => {
    const store = createLocalImageStore(dir);
    const result = await storeUploadedImage(store, file(bytes, "holiday photo.gif", "text/plain"));
    const name = `${sha256(bytes)}.${ext}`;
    expect(result).toEqual({ ok: true, url: `/uploads/${name}` });
    expect(new Uint8Array(readFileSync(path.join(dir, name)))).toEqual(bytes);
  });

  it("stores the same bytes once, and leaves no temporary files", async () => {
    const store = createLocalImageStore(dir);
    const first = await storeUploadedImage(store, file(PNG_1X1, "a.png"));
    const second = await storeUploadedImage(store, file(PNG_1X1, "b.png"));
    expect(second).toEqual(first);
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses a text file renamed .jpg, storing nothing", async () => {
    const before = readdirSync(dir);
    const result = await storeUploadedImage(createLocalImageStore(dir), file("just some text, honest", "photo.jpg", "image/jpeg"));
    expect(result).toEqual({ ok: false, status: 400, message: "Please upload a JPEG, PNG or WebP image." });
    expect(readdirSync(dir)).toEqual(before);
  });

  it("refuses other real image types and empty files", async () => {
    const gif = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64"));
    for (const refused of [file(gif, "a.gif", "image/gif"), file(new Uint8Array(), "empty.png")]) {
      expect(await storeUploadedImage(createLocalImageStore(dir), refused)).toMatchObject({
        ok: false,
        status: 400,
        message: "Please upload a JPEG, PNG or WebP image.",
      });
    }
  });

  it("refuses a 6 MB image and accepts one of exactly 5 MB", async () => {
    const before = readdirSync(dir);
    const result = await storeUploadedImage(createLocalImageStore(dir), file(pngOfSize(6 * 1024 * 1024), "big.png"));
    expect(result).toEqual({ ok: false, status: 400, message: "Images must be 5 MB or smaller." });
    expect(readdirSync(dir)).toEqual(before);
    expect((await storeUploadedImage(createLocalImageStore(dir), file(pngOfSize(5 * 1024 * 1024), "ok.png"))).ok).toBe(true);
  });

  it("picks the local folder (DATA_DIR/uploads) when S3 is not configured", async () => {
    const config = loadConfig({ DATA_DIR: dir, AUTH_SECRET: "x".repeat(32) });
    const store = createImageStore(config);
    expect(store.kind).toBe("local");
    const result = await storeUploadedImage(store, file(WEBP_1X1, "w.webp"));
    expect(result).toEqual({ ok: true, url: `/uploads/${sha256(WEBP_1X1)}.webp` });
    expect(readdirSync(path.join(dir, "uploads"))).toContain(`${sha256(WEBP_1X1)}.webp`);
  });

});

describe("storing uploaded images in S3", () => {
  type Recorded = { method?: string; url?: string; headers: IncomingHttpHeaders; body: Buffer };
  const requests: Recorded[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(200, { ETag: '"fake"' }).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    endpoint = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const s3Config = (extra: Record<string, string> = {}) =>
    loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "shop-s3-")),
      AUTH_SECRET: "x".repeat(32),
      S3_ENDPOINT: endpoint,
      S3_BUCKET: "shop-images",
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
      ...extra,
    });

  it("PUTs the object with its type and a one-year immutable cache, and answers the public URL", async () => {
    requests.length = 0;
    const store = createImageStore(s3Config({ S3_PUBLIC_URL: "https://images.example.in/" }));
    expect(store.kind).toBe("s3");
    const result = await storeUploadedImage(store, file(PNG_1X1, "../../etc/passwd.jpg", "image/jpeg"));
    const key = `${sha256(PNG_1X1)}.png`;
    expect(result).toEqual({ ok: true, url: `https://images.example.in/${key}` });
    expect(requests).toHaveLength(1);
    const [put] = requests;
    expect(put).toMatchObject({ method: "PUT" });
    // Path style: the bucket is the first path segment, since an endpoint is given.
    expect(put!.url!.split("?")[0]).toBe(`/shop-images/${key}`);
    expect(put!.headers["content-type"]).toBe("image/png");
    expect(put!.headers["cache-control"]).toBe(IMAGE_CACHE_CONTROL);
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ap-south-1\/s3\//);
    expect(new Uint8Array(put!.body)).toEqual(PNG_1X1);
  });

  it("refuses a bad file before talking to S3", async () => {
    requests.length = 0;
    const result = await storeUploadedImage(createImageStore(s3Config()), file("not an image", "x.webp"));
    expect(result.ok).toBe(false);
    expect(requests).toHaveLength(0);
  });

  it("without a public URL, points at the endpoint (or AWS) by bucket and key", () => {
    expect(s3ImageUrl({ bucket: "b", region: "auto", endpoint: "http://minio:9000/" }, "k.png")).toBe("http://minio:9000/b/k.png");
    expect(s3ImageUrl({ bucket: "b", region: "ap-south-1" }, "k.png")).toBe("https://b.s3.ap-south-1.amazonaws.com/k.png");
  });
});
