import { fileTypeFromBuffer } from "file-type";
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE, MAX_IMAGE_BYTES } from "~/domain/admin/product-form-schema";
import type { ImageStore } from "./image-store.server";

/** What we accept, judged from the file's bytes, never its name or the browser's word. */
const ALLOWED: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export type StoreImageResult = { ok: true; url: string } | { ok: false; status: 400; message: string };

/** Checks an uploaded image (size, then real type) and saves it; returns its URL. */
export async function storeUploadedImage(store: ImageStore, file: Blob): Promise<StoreImageResult> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, status: 400, message: IMAGE_TOO_LARGE };
  if (file.size === 0) return { ok: false, status: 400, message: IMAGE_WRONG_TYPE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, status: 400, message: IMAGE_TOO_LARGE };
  const detected = await fileTypeFromBuffer(bytes);
  const ext = detected ? ALLOWED[detected.mime] : undefined;
  if (!detected || !ext) return { ok: false, status: 400, message: IMAGE_WRONG_TYPE };
  return { ok: true, url: await store.put(bytes, ext, detected.mime) };
}
