import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action, loader } from "./api.uploads";

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
type Failure = { init: { status: number; headers?: Record<string, string> }; data: { ok: false; error: string } };

describe("POST /api/uploads", () => {
  it("answers signed-out uploads with 401, non-multipart bodies with 415 and GET with 405", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#166534" } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set("file", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
    body.set("kind", "review");
    const res = (await action(args(new Request("http://localhost/api/uploads", { method: "POST", body })))) as Failure;
    expect(res.init.status).toBe(401);
    expect(res.data.error).toBe("Du musst angemeldet sein");
    const json = (await action(
      args(new Request("http://localhost/api/uploads", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })),
    )) as Failure;
    expect(json.init.status).toBe(415);
    const get = (await loader()) as Failure;
    expect(get.init).toMatchObject({ status: 405, headers: { Allow: "POST" } });
  });
});
