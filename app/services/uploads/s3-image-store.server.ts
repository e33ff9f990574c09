import type { PutObjectCommand as PutObjectCommandClass, S3Client } from "@aws-sdk/client-s3";
import { contentAddressedName, IMAGE_CACHE_CONTROL, type ImageStore } from "./image-store.server";

export type S3ImageStoreOptions = {
  bucket: string;
  /** "auto" suits Cloudflare R2; AWS wants the bucket's region. */
  region: string;
  /** For S3-compatible stores (MinIO, R2, …); absent = AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The public base URL of the bucket (a CDN, say); images are `${publicUrl}/<key>`. */
  publicUrl?: string;
};

/**
 * Object storage, for shops running several app processes. The AWS SDK is large, so it is
 * loaded the first time an image is stored: shops without S3 never load it.
 */
export function createS3ImageStore(options: S3ImageStoreOptions): ImageStore {
  let client: Promise<{ client: S3Client; PutObjectCommand: typeof PutObjectCommandClass }> | null = null;
  const connect = () =>
    (client ??= import("@aws-sdk/client-s3").then(({ S3Client, PutObjectCommand }) => ({
      PutObjectCommand,
      client: new S3Client({
        region: options.region,
        endpoint: options.endpoint,
        // S3-compatible stores rarely have per-bucket host names.
        forcePathStyle: Boolean(options.endpoint),
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    })));

  return {
    kind: "s3",
    async put(bytes, ext, contentType) {
      const key = contentAddressedName(bytes, ext);
      const { client, PutObjectCommand } = await connect();
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
      return s3ImageUrl(options, key);
    },
  };
}

/** The address browsers load the object from. */
export function s3ImageUrl(options: Pick<S3ImageStoreOptions, "bucket" | "region" | "endpoint" | "publicUrl">, key: string): string {
  if (options.publicUrl) return `${options.publicUrl.replace(/\/+$/, "")}/${key}`;
  if (options.endpoint) return `${options.endpoint.replace(/\/+$/, "")}/${options.bucket}/${key}`;
  const region = options.region && options.region !== "auto" ? `.${options.region}` : "";
  return `https://${options.bucket}.s3${region}.amazonaws.com/${key}`;
}
