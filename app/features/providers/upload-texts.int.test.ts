import { eq } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { uploads } from "~db/schema";
import { db } from "~/lib/db.server";
import { HttpError } from "~/lib/errors";
import { storeImageUpload } from "~/lib/images.server";
import { putObject, StorageWriteError } from "~/lib/storage.server";
import { createTestUser } from "../../../tests/support/factories";
import { uploadImage } from "./uploads.server";

vi.mock("~/lib/storage.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/lib/storage.server")>();
  return { ...real, putObject: vi.fn(real.putObject) };
});

/** Issue #25 item 9: the upload texts of spec 1 section 8 and the 5 MB text of every image field. */
async function refusal(p: Promise<unknown>): Promise<HttpError> {
  try {
    await p;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

let png: Buffer;
const pngFile = (extra = 0) => new File([new Uint8Array(png), new Uint8Array(extra)], "foto.png", { type: "image/png" });
const meta = { userAgent: "vitest", ip: "10.0.0.1" };
beforeAll(async () => {
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: "#166534" } })
    .png()
    .toBuffer();
});

describe("upload texts", () => {
  it("answers every image over 5 MB with 'Die Datei ist zu groß. Maximale Größe: 5MB.'", async () => {
    const member = await createTestUser();
    const big = pngFile(5 * 1024 * 1024);
    for (const bucket of ["review-images", "provider-images", "avatars", "blog-images", "contest-images"] as const) {
      expect(await refusal(storeImageUpload(big, { bucket, ownerId: member.id })), bucket).toMatchObject({
        status: 400,
        message: "Die Datei ist zu groß. Maximale Größe: 5MB.",
      });
    }
    const viaApi = await refusal(uploadImage(member, { file: big, kind: "review", copyrightConfirmed: false }, meta));
    expect(viaApi.message).toBe("Die Datei ist zu groß. Maximale Größe: 5MB.");
  });

  it("says 'Keine Berechtigung zum Hochladen' when the storage refuses the write, and stores nothing", async () => {
    const member = await createTestUser();
    vi.mocked(putObject).mockRejectedValueOnce(new StorageWriteError("denied", "S3 upload failed: 403"));
    const error = await refusal(uploadImage(member, { file: pngFile(), kind: "provider", copyrightConfirmed: true }, meta));
    expect(error).toMatchObject({ status: 500, message: "Keine Berechtigung zum Hochladen" });
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, member.id))).toEqual([]);
  });

  it("says 'Upload-Fehler: {msg}' in German for any other storage failure", async () => {
    const member = await createTestUser();
    vi.mocked(putObject).mockRejectedValueOnce(new StorageWriteError("failed", "S3 upload failed: 500 InternalError"));
    const error = await refusal(uploadImage(member, { file: pngFile(), kind: "review", copyrightConfirmed: false }, meta));
    expect(error).toMatchObject({ status: 500, message: "Upload-Fehler: Die Datei konnte nicht gespeichert werden." });
    expect(await db.select().from(uploads).where(eq(uploads.ownerId, member.id))).toEqual([]);
  });

  it("the local storage tells a refused write from other failures", async () => {
    const real = await vi.importActual<typeof import("~/lib/storage.server")>("~/lib/storage.server");
    // A file where the bucket folder should be: the write fails (ENOTDIR), not a permission refusal.
    const root = path.join(process.env.DATA_DIR!, "uploads");
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, "ad-banners"), "kein Ordner");
    try {
      const error = await real.putObject("ad-banners", "x.webp", Buffer.from("abc"), "image/webp").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(real.StorageWriteError);
      expect((error as StorageWriteError).kind).toBe("failed");
    } finally {
      fs.rmSync(path.join(root, "ad-banners"));
    }
  });
});
