import { describe, expect, it } from "vitest";
import { z } from "zod";
import { HttpError } from "./errors";
import { failure, formIntent, handleAction, partInProgress, readForm, readFormChecked, readJson, readQuery, zCheckbox, zFlag, zList } from "./request.server";
import { IMAGE_TOO_LARGE } from "./upload-limits";
import { statusOf } from "../../tests/support/status";

const schema = z.object({ title: z.string().min(3, "Mindestens 3 Zeichen erforderlich"), tags: zList(z.string()), anon: zCheckbox });

function post(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  return new Request("http://localhost/x", { method, body, headers, ...(body ? { duplex: "half" } : {}) } as RequestInit);
}
const form = (s: string) => post(s, { "content-type": "application/x-www-form-urlencoded" });

describe("readForm", () => {
  it("parses urlencoded fields, repeated keys as lists and checkboxes", async () => {
    const input = await readForm(form("title=Hallo+Welt&tags=a&tags=b&anon=on"), schema);
    expect(input).toEqual({ title: "Hallo Welt", tags: ["a", "b"], anon: true });
  });

  it("reads unchecked boxes as false and refuses other checkbox values (issue #8 item 10)", async () => {
    expect((await readForm(form("title=Hallo&anon=0"), schema)).anon).toBe(false);
    expect((await readForm(form("title=Hallo"), schema)).anon).toBe(false);
    const error = (await readForm(form("title=Hallo&anon=hacked"), schema).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ anon: "Ungültiger Wert für ein Ankreuzfeld." });
  });

  it("answers zod errors with 400 and German field messages", async () => {
    const error = await readForm(form("title=ab"), schema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).fieldErrors).toEqual({ title: "Mindestens 3 Zeichen erforderlich" });
  });

  it("refuses other methods with 405 and Allow", async () => {
    const error = (await readForm(post(null, {}, "PUT"), schema).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(405);
    expect(error.init.headers).toEqual({ Allow: "POST" });
  });

  it("refuses JSON and multipart on a urlencoded form with 415", async () => {
    expect(await statusOf(readForm(post('{"title":"abc"}', { "content-type": "application/json" }), schema))).toBe(415);
    const fd = new FormData();
    fd.set("title", "abc");
    expect(await statusOf(readForm(post(fd), schema))).toBe(415);
  });

  it("accepts multipart when allowed and refuses a broken multipart body with 400", async () => {
    const fd = new FormData();
    fd.set("title", "Mit Datei");
    fd.set("file", new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" }));
    const input = await readForm(post(fd), z.object({ title: z.string(), file: z.instanceof(File) }), { multipart: true });
    expect(input.title).toBe("Mit Datei");
    expect(input.file.size).toBe(3);
    const broken = post("--xyz\r\nnonsense", { "content-type": "multipart/form-data; boundary=xyz" });
    expect(await statusOf(readForm(broken, schema, { multipart: true }))).toBe(400);
  });

  it("refuses bodies over the limit with 413, by Content-Length and while reading", async () => {
    const big = "title=" + "a".repeat(300 * 1024);
    expect(await statusOf(readForm(post(big, { "content-type": "application/x-www-form-urlencoded", "content-length": String(big.length) }), schema))).toBe(
      413,
    );
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < 40; i++) c.enqueue(new TextEncoder().encode("a".repeat(10_000)));
        c.close();
      },
    });
    expect(await statusOf(readForm(post(stream, { "content-type": "application/x-www-form-urlencoded" }), schema))).toBe(413);
  });

  it("answers a multipart body over the limit with 413 and the field error of the file being sent, whatever it declares", async () => {
    const fd = new FormData();
    fd.set("title", "Sommerverlosung");
    fd.set("image", new File([new Uint8Array(300_000).fill(0xab)], "IMG_0042.jpg", { type: "image/jpeg" }));
    fd.set("after", "kommt nie an");
    const encoded = new Response(fd);
    const type = encoded.headers.get("content-type")!;
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    const declared: Record<string, string>[] = [{ "content-type": type, "content-length": String(bytes.length) }, { "content-type": type }];
    for (const headers of declared) {
      const error = (await readForm(post(bytes, headers), schema, { multipart: true, maxBytes: 100_000 }).catch((e: unknown) => e)) as HttpError;
      expect(error).toBeInstanceOf(HttpError);
      expect(error.status).toBe(413);
      expect(error.data).toEqual({ ok: false, error: IMAGE_TOO_LARGE, fieldErrors: { image: IMAGE_TOO_LARGE } });
      expect(error.init.headers).toEqual({ Connection: "close" });
    }
    const favicon = (await readForm(post(bytes, { "content-type": type }), schema, {
      multipart: true,
      maxBytes: 100_000,
      fileTooLarge: "Datei ist zu groß. Maximum 2MB erlaubt.",
    }).catch((e: unknown) => e)) as HttpError;
    expect(favicon.fieldErrors).toEqual({ image: "Datei ist zu groß. Maximum 2MB erlaubt." });
  });

  it("names only a file part as the one in progress", () => {
    const chunk = (s: string) => new TextEncoder().encode(s);
    const head =
      '--b1\r\nContent-Disposition: form-data; name="title"\r\n\r\nHallo\r\n--b1\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n';
    expect(partInProgress([chunk(head), chunk("\x89PNG....")], "b1")).toBe("logo");
    expect(partInProgress([chunk('--b1\r\nContent-Disposition: form-data; name="description"\r\n\r\n' + "a".repeat(50))], "b1")).toBeNull();
    expect(partInProgress([chunk(head)], "other")).toBeNull();
    expect(partInProgress([chunk(head)], null)).toBeNull();
  });

  it("refuses NUL bytes and invalid UTF-8 with 400", async () => {
    expect(await statusOf(readForm(form("title=ab%00cd"), schema))).toBe(400);
    expect(await statusOf(readForm(form("title=%FF%FE"), schema))).toBe(400);
    expect(await statusOf(readForm(post(new Uint8Array([0x74, 0x3d, 0xff]), { "content-type": "application/x-www-form-urlencoded" }), schema))).toBe(400);
    expect(await statusOf(readForm(form("title=%E0%A4%A"), schema))).toBe(400);
  });

  it("drops prototype-polluting keys", async () => {
    const input = await readForm(form("title=abc&__proto__[x]=1&__proto__=1&constructor=2"), z.looseObject({ title: z.string() }));
    expect(Object.keys(input)).toEqual(["title", "__proto__[x]"]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe("readJson", () => {
  const json = (s: string, type = "application/json") => post(s, { "content-type": type });
  it("parses JSON and refuses forms, broken JSON and NUL", async () => {
    expect(await readJson(json('{"title":"abc","tags":[],"anon":"1"}'), schema)).toEqual({ title: "abc", tags: [], anon: true });
    expect(await statusOf(readJson(form("title=abc"), schema))).toBe(415);
    expect(await statusOf(readJson(json("{"), schema))).toBe(400);
    expect(await statusOf(readJson(json('{"title":"a\\u0000b"}'), schema))).toBe(400);
    expect(await statusOf(readJson(json('{"title":"abc","tags":[]}', "text/plain"), schema))).toBe(415);
    expect(await readJson(json('{"title":"abc","tags":[]}', "text/plain"), schema, { textPlain: true })).toMatchObject({ title: "abc" });
  });
  it("ignores __proto__ keys", async () => {
    const value = await readJson(json('{"title":"abc","__proto__":{"polluted":true}}'), z.looseObject({ title: z.string() }));
    expect(Object.keys(value)).toEqual(["title"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("readQuery", () => {
  it("parses with the schema and refuses NUL", () => {
    expect(readQuery(new URL("http://x/?seite=2"), z.object({ seite: z.coerce.number() }))).toEqual({ seite: 2 });
    expect(() => readQuery(new URL("http://x/?q=%00"), z.object({ q: z.string() }))).toThrow(HttpError);
  });
});

describe("failure / handleAction", () => {
  it("answers HttpErrors with their status and unknown errors with a generic German 500", async () => {
    const refused = (await handleAction(() => Promise.reject(new HttpError(403, "Keine Berechtigung")))) as unknown as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(403);
    expect(refused.data).toEqual({ ok: false, error: "Keine Berechtigung" });
    const crashed = failure(new Error('relation "secret_table" does not exist')) as unknown as { data: { error: string }; init: ResponseInit };
    expect(crashed.init.status).toBe(500);
    expect(crashed.data.error).not.toContain("secret_table");
  });
  it("answers an exhausted database pool with 503 and Retry-After, not 500", () => {
    const busy = failure(new Error("timeout exceeded when trying to connect")) as unknown as {
      data: { error: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(busy.init.status).toBe(503);
    expect(busy.init.headers["Retry-After"]).toBe("5");
    expect(busy.data.error).toContain("ausgelastet");
  });
  it("rethrows redirects", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/" } });
    await expect(handleAction(() => Promise.reject(redirect))).rejects.toBe(redirect);
  });
});

describe("readFormChecked, formIntent and zFlag", () => {
  const password = z.object({ password: z.string().min(8, "Mindestens 8 Zeichen").regex(/\d/, "Mindestens eine Ziffer") });

  it("gives every message of a field back instead of throwing, with the body as read", async () => {
    const refused = await readFormChecked(form("password=abc&extra=1"), password);
    expect(refused.ok).toBe(false);
    expect(refused.form).toMatchObject({ password: "abc", extra: "1" });
    if (!refused.ok) expect(refused.fieldErrors).toEqual({ password: ["Mindestens 8 Zeichen", "Mindestens eine Ziffer"] });
    const taken = await readFormChecked(form("password=geheim123"), () => password);
    expect(taken).toMatchObject({ ok: true, data: { password: "geheim123" } });
  });

  it("still refuses what the request module refuses (method, type) with an HttpError", async () => {
    expect(await statusOf(readFormChecked(post("password=x", { "content-type": "application/x-www-form-urlencoded" }, "PUT"), password))).toBe(405);
    expect(await statusOf(readFormChecked(post("{}", { "content-type": "application/json" }), password))).toBe(415);
  });

  it("formIntent takes the route's intents only", () => {
    expect(formIntent({ intent: "send" }, ["send", "selftest"])).toBe("send");
    for (const intent of ["other", undefined, ["send"]]) {
      expect(() => formIntent({ intent }, ["send"])).toThrow(
        expect.objectContaining({ status: 400, message: "Ungültige Aktion.", fieldErrors: { _form: "Ungültige Aktion." } }),
      );
    }
  });

  it("zFlag reads a checkbox as forms send it and a boolean as code passes it; absent is false", () => {
    const s = z.object({ on: zFlag });
    expect(s.parse({ on: "on" }).on).toBe(true);
    expect(s.parse({ on: "0" }).on).toBe(false);
    expect(s.parse({ on: true }).on).toBe(true);
    expect(s.parse({}).on).toBe(false);
    expect(s.safeParse({ on: "vielleicht" }).success).toBe(false);
  });
});
