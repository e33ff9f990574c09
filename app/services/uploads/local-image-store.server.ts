import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { contentAddressedName, type ImageStore } from "./image-store.server";

/** DATA_DIR/uploads, served by the app at /uploads with a one-year cache. */
export function createLocalImageStore(dir: string, publicPath = "/uploads"): ImageStore {
  return {
    kind: "local",
    async put(bytes, ext) {
      const name = contentAddressedName(bytes, ext);
      const target = path.join(dir, name);
      if (!(await exists(target))) {
        await mkdir(dir, { recursive: true });
        // Written aside, then renamed: a request never sees half a file. Dot-files are not served.
        const temporary = path.join(dir, `.upload-${randomBytes(8).toString("hex")}`);
        try {
          await writeFile(temporary, bytes);
          await rename(temporary, target);
        } finally {
          await rm(temporary, { force: true });
        }
      }
      return `${publicPath}/${name}`;
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
