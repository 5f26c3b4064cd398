import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_NAMESPACES } from "../../app/lib/i18n-load";
import { publicBundle } from "./locale-bundle";

describe("publicBundle (locales/de/public.json of the build)", () => {
  it("holds exactly the six public namespace files, unchanged; not the back-office texts", () => {
    const dir = path.join(process.cwd(), "public/locales/de");
    const bundle = JSON.parse(publicBundle(dir)) as Record<string, unknown>;
    expect(Object.keys(bundle)).toEqual([...PUBLIC_NAMESPACES]);
    for (const ns of PUBLIC_NAMESPACES) expect(bundle[ns]).toEqual(JSON.parse(fs.readFileSync(path.join(dir, `${ns}.json`), "utf8")));
    expect(bundle).not.toHaveProperty("admin");
  });
});
