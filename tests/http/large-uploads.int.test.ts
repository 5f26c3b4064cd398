import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_TOO_LARGE } from "~/lib/upload-limits";
import { createTestUser } from "../support/factories";
import { signIn, startApp } from "./harness";

/**
 * A body over the upload limit (a 12 MB phone photo sent as it is) is answered to the form as the
 * field error of the file, with status 413, as data: to the browser's data request (what a form
 * with JavaScript sends) and to the plain form post, which renders the page with the message
 * beside the field (issue #25, decision 0029). Never the error page.
 */
let app: Awaited<ReturnType<typeof startApp>>;
let cookie = "";
const PASSWORD = "Test-Passwort-2026!";

beforeAll(async () => {
  await createTestUser({ username: "fotografin", email: "foto@example.com", password: PASSWORD });
  app = await startApp();
  cookie = await signIn(app.url, "foto@example.com", PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

/** The profile form with a photo of `bytes` bytes, posted with http.request (the answer is read even if the server stops reading the body). */
async function postProfile(path: string, bytes: number): Promise<{ status: number; body: string }> {
  const form = new FormData();
  form.set("username", "fotografin");
  form.set("instagramUrl", "");
  form.set("avatar", new File([new Uint8Array(bytes).fill(0xab)], "IMG_0042.jpg", { type: "image/jpeg" }));
  const encoded = new Response(form);
  const type = encoded.headers.get("content-type")!;
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(path, app.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: "POST", headers: { cookie, "content-type": type, "content-length": String(body.length), origin: app.url } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    // The server answers after the first 6 MB and closes: the rest may not be written.
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    req.end(body);
  });
}

describe("an image over the upload limit", () => {
  it("is answered to the data request with 413 and the avatar's field error", async () => {
    const res = await postProfile("/fotografin.data?edit=1", 12 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.body).toContain("fieldErrors");
    expect(res.body).toContain('"avatar"');
    expect(res.body).toContain(IMAGE_TOO_LARGE);
    expect(res.body).not.toContain("Oops");
  });

  it("renders the profile form with the message beside the field for a post without JavaScript", async () => {
    const res = await postProfile("/fotografin?edit=1", 7 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.body).toContain(IMAGE_TOO_LARGE);
    expect(res.body).toContain('name="avatar"');
    expect(res.body).not.toContain("Oops! Etwas ist schiefgelaufen");
  });
});
