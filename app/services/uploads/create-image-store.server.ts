import type { Config } from "~/config.server";
import type { ImageStore } from "./image-store.server";
import { createLocalImageStore } from "./local-image-store.server";
import { createS3ImageStore } from "./s3-image-store.server";

/** S3 (or an S3-compatible store) when S3_BUCKET and its keys are set, else the local folder. Built once at start. */
export function createImageStore(config: Config): ImageStore {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3ImageStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalImageStore(config.uploadsDir);
}
