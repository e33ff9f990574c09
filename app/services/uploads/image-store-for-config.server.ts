import type { Config } from "~/config.server";
import type { ImageStore } from "./image-store.server";
import { createLocalImageStore } from "./local-image-store.server";
import { createS3ImageStore } from "./s3-image-store.server";

const stores = new WeakMap<Config, ImageStore>();

/** S3 (or an S3-compatible store) when S3_BUCKET and its keys are set, else the local folder. */
export function imageStoreFor(config: Config): ImageStore {
  let store = stores.get(config);
  if (!store) {
    store =
      config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? createS3ImageStore({
            bucket: config.S3_BUCKET,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            publicUrl: config.S3_PUBLIC_URL,
          })
        : createLocalImageStore(config.uploadsDir);
    stores.set(config, store);
  }
  return store;
}
