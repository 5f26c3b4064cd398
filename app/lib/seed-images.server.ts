import type { SeedImageStore } from "~db/seed/images";
import { publicUrl, putObject, readObject } from "./storage.server";

/**
 * The demo data's generated images go through the storage module (local folder or S3) like
 * uploads. Keys come from the content, so a second seed finds the same file already there.
 */
export const seedImageStore: SeedImageStore = async (bucket, key, body, contentType) => {
  try {
    return (await putObject(bucket, key, body, contentType)).url;
  } catch (error) {
    if (await readObject(bucket, key).catch(() => null)) return publicUrl(bucket, key);
    throw error;
  }
};
