/**
 * The icon sprite (decision 0041): "lucide-react" in the app resolves to a generated module that
 * exports, for every icon name the code imports from "lucide-react", a small component drawing the
 * icon from one hashed SVG sprite (`<use href="/assets/icons-<hash>.svg#heart">`, see
 * app/components/ui/sprite-icon.tsx). The sprite holds exactly those icons, as `<symbol>`s built
 * from lucide-react's own icon data, so they look as before; it is cached across pages and no
 * icon paths are sent inside each page or in a JavaScript chunk.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

const VIRTUAL = "\0hanfnetz-icons";

/** Names imported from "lucide-react" in the source files under `dir` (type-only names included). */
export function importedIconNames(dir: string): string[] {
  const names = new Set<string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const src = fs.readFileSync(p, "utf8");
        for (const m of src.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']lucide-react["']/g)) {
          if (m[1]) continue;
          for (const part of m[2]!.split(",")) {
            const name = part
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0]!
              .trim();
            if (name && !part.trim().startsWith("type ")) names.add(name);
          }
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

type IconNode = [string, Record<string, string | number>][];

/** lucide-react's export name → icon file (e.g. Heart, HeartIcon, LucideHeart → icons/heart.mjs). */
function lucideIndex(lucideDir: string): Map<string, string> {
  const index = fs.readFileSync(path.join(lucideDir, "dist/esm/lucide-react.mjs"), "utf8");
  const map = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const part of m[1]!.split(",")) {
      const alias = part
        .trim()
        .split(/\s+as\s+/)[1]
        ?.trim();
      if (alias) map.set(alias, m[2]!);
    }
  }
  return map;
}

const escapeAttr = (v: string | number) => String(v).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export interface Sprite {
  /** export name → icon id (file name without .mjs) */
  ids: Map<string, string>;
  /** icon id → its symbol for a page's inline sprite (`<symbol id="i-heart" …>`, server rendering only) */
  inline: Map<string, string>;
  svg: string;
  fileName: string;
}

export async function buildSprite(root: string): Promise<Sprite> {
  const require = createRequire(path.join(root, "package.json"));
  const lucideDir = path.dirname(require.resolve("lucide-react/package.json"));
  const index = lucideIndex(lucideDir);
  const ids = new Map<string, string>();
  for (const name of importedIconNames(path.join(root, "app"))) {
    const id = index.get(name);
    if (!id) throw new Error(`icon-sprite: "${name}" is not an icon of lucide-react`);
    ids.set(name, id);
  }
  const symbols: string[] = [];
  const inline = new Map<string, string>();
  for (const id of [...new Set(ids.values())].sort()) {
    const mod = (await import(pathToFileURL(path.join(lucideDir, "dist/esm/icons", `${id}.mjs`)).href)) as { __iconData: { node: IconNode; size?: number } };
    const size = mod.__iconData.size ?? 24;
    const children = mod.__iconData.node
      .map(
        ([tag, attrs]) =>
          `<${tag} ${Object.entries(attrs)
            .filter(([k]) => k !== "key")
            .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
            .join(" ")}/>`,
      )
      .join("");
    symbols.push(`<symbol id="${id}" viewBox="0 0 ${size} ${size}">${children}</symbol>`);
    inline.set(id, `<symbol id="i-${id}" viewBox="0 0 ${size} ${size}">${children}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
  const hash = crypto.createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { ids, inline, svg, fileName: `assets/icons-${hash}.svg` };
}

/** The Vite plugin: resolves "lucide-react", writes the sprite into the client build, serves it in dev. */
export function iconSprite(opts: { root: string; component: string }): Plugin {
  let sprite: Promise<Sprite> | null = null;
  const get = () => (sprite ??= buildSprite(opts.root));
  return {
    name: "hanfnetz:icon-sprite",
    enforce: "pre",
    resolveId(id) {
      return id === "lucide-react" ? VIRTUAL : null;
    },
    async load(id, options) {
      if (id !== VIRTUAL) return null;
      const { ids, inline, fileName } = await get();
      const url = `/${fileName}`;
      // Server rendering also gets each icon's symbol: a page carries the symbols it uses inline
      // (IconSprite), so that no page load parses the sprite as a document of its own.
      const server = this.environment ? this.environment.name !== "client" : options?.ssr === true;
      const lines = [`import { spriteIcon } from ${JSON.stringify(opts.component)};`];
      for (const [name, iconId] of ids) {
        const args = [url, iconId, ...(server ? [inline.get(iconId)!] : [])].map((a) => JSON.stringify(a)).join(", ");
        lines.push(`export const ${name} = /*#__PURE__*/ spriteIcon(${args});`);
      }
      return lines.join("\n");
    },
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      const { svg, fileName } = await get();
      this.emitFile({ type: "asset", fileName, source: svg });
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { svg, fileName } = await get();
        if (req.url?.split("?")[0] !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
  };
}
