import { PassThrough } from "node:stream";
import { createElement, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlStream } from "./html-stream.server";

/** A page of many elements (React writes it in 4 KB pieces) and one boundary that resolves later. */
function page(later: Promise<string>) {
  const Late = () => createElement("p", { id: "late" }, use(later));
  const rows = Array.from({ length: 400 }, (_, i) => createElement("li", { key: i, className: "row text-sm" }, `Eintrag ${i} – „Anführungszeichen“`));
  return createElement(
    "main",
    null,
    createElement("ul", null, rows),
    createElement(Suspense, { fallback: createElement("p", null, "Lädt …") }, createElement(Late)),
  );
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return chunks;
}

function render(destination: NodeJS.WritableStream & { write: unknown }, later: Promise<string>, onError?: (error: unknown) => void) {
  const { pipe } = renderToPipeableStream(page(later), { onShellReady: () => pipe(destination as never), onError });
}

describe("htmlStream", () => {
  it("hands on the same bytes as a PassThrough, in one chunk per flush instead of one per 4 KB piece", async () => {
    let resolveA!: (v: string) => void;
    let resolveB!: (v: string) => void;
    const a = new Promise<string>((r) => (resolveA = r));
    const b = new Promise<string>((r) => (resolveB = r));

    const passThrough = new PassThrough();
    const passChunks: Buffer[] = [];
    passThrough.on("data", (c: Buffer) => passChunks.push(c));
    const passEnded = new Promise((r) => passThrough.on("end", r));
    render(passThrough, a);

    const { destination, stream } = htmlStream();
    const collected = readAll(stream);
    render(destination, b);

    await new Promise((r) => setTimeout(r, 20));
    resolveA("Später geladen");
    resolveB("Später geladen");
    await passEnded;
    const chunks = await collected;

    const text = Buffer.concat(chunks).toString("utf8");
    expect(text).toBe(Buffer.concat(passChunks).toString("utf8"));
    expect(text).toContain("Eintrag 399 – „Anführungszeichen“");
    expect(text).toContain("Später geladen");
    // The shell (over 16 KB, written by React in 4 KB pieces) and the late boundary: two chunks.
    expect(passChunks.length).toBeGreaterThan(4);
    expect(chunks).toHaveLength(2);
    expect(new TextDecoder().decode(chunks[0])).toContain("Lädt …");
    expect(new TextDecoder().decode(chunks[0])).not.toContain("Später geladen");
  });

  it("stops React's writing when the reader cancels (a browser that went away)", async () => {
    const { destination, stream } = htmlStream();
    const never = new Promise<string>(() => {});
    const errors: unknown[] = [];
    render(destination, never, (error) => errors.push(error));
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    expect(destination.destroyed).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    // React notices and gives up the pending boundary instead of writing into the void.
    expect(String(errors[0])).toContain("closed early");
  });
});
