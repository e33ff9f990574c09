import { createHash } from "node:crypto";

/**
 * Where product images go. Names are the content's SHA-256, so a name never changes meaning
 * and browsers and CDNs may cache each image for a year (`immutable`).
 */
export type ImageStore = {
  readonly kind: "local" | "s3";
  /** Saves the bytes (once: the same bytes give the same name) and returns the image's URL. */
  put(bytes: Uint8Array, ext: string, contentType: string): Promise<string>;
};

export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** `<sha256>.<ext>`: the file name (local) or object key (S3) of these bytes. */
export function contentAddressedName(bytes: Uint8Array, ext: string): string {
  if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`Unexpected image extension: ${ext}`);
  return `${createHash("sha256").update(bytes).digest("hex")}.${ext}`;
}
