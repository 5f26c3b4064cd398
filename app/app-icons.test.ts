import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

type IconNode = [string, Record<string, string>][];

/** The drawing of a lucide icon as SVG elements (the form the data URIs of app.css use). */
async function lucideElements(id: string) {
  const file = path.resolve("node_modules/lucide-react/dist/esm/icons", `${id}.mjs`);
  const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return __iconData.node.map(([tag, attrs]) => {
    const rest = Object.entries(attrs).filter(([k]) => k !== "key");
    return `<${tag} ${rest.map(([k, v]) => `${k}='${v}'`).join(" ")}/>`;
  });
}

const css = fs.readFileSync(path.resolve("app/app.css"), "utf8");

/** The decoded SVG of a CSS utility's data URI. */
function dataUri(utility: string) {
  const block = css.slice(css.indexOf(`@utility ${utility} {`));
  const m = /url\("data:image\/svg\+xml,([^"]+)"\)/.exec(block);
  if (!m) throw new Error(`no data URI in ${utility}`);
  return decodeURIComponent(m[1]!);
}

describe("icons drawn by CSS (app.css) are the sprite's lucide drawings", () => {
  it.each([
    ["icon-map-pin", "map-pin"],
    ["icon-star-filled", "star"],
    ["select-chevron", "chevron-down"],
  ])("%s draws lucide's %s with lucide's stroke", async (utility, id) => {
    const svg = dataUri(utility);
    for (const element of await lucideElements(id)) expect(svg).toContain(element);
    expect(svg).toContain("viewBox='0 0 24 24'");
    expect(svg).toContain("stroke-width='2' stroke-linecap='round' stroke-linejoin='round'");
  });

  it("uses the theme's colours: ink-muted for pin and arrow, amber-400/500 for the star", () => {
    const theme = fs.readFileSync(path.resolve("node_modules/tailwindcss/theme.css"), "utf8");
    const amber = (n: number) => new RegExp(`--color-amber-${n}: (oklch\\([^)]+\\))`).exec(theme)![1]!;
    const inkMuted = /--color-ink-muted: (#[0-9a-f]+)/.exec(css)![1]!;
    expect(dataUri("icon-map-pin")).toContain(`stroke='${inkMuted}'`);
    expect(dataUri("select-chevron")).toContain(`stroke='${inkMuted}'`);
    expect(dataUri("icon-star-filled")).toContain(`fill='${amber(400)}' stroke='${amber(500)}'`);
  });
});
