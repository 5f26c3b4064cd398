import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { execSync } from "node:child_process";
import { defineConfig, type Plugin } from "vite";
import { precompressDir } from "./server/precompress.ts";
import { iconSprite } from "./scripts/lib/icon-sprite.ts";
import { localeBundle } from "./scripts/lib/locale-bundle.ts";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~db": fileURLToPath(new URL("./db", import.meta.url)),
};

const i18nLite = fileURLToPath(new URL("./app/lib/i18n-lite.tsx", import.meta.url));
const zodJitless = fileURLToPath(new URL("./app/lib/zod-jitless.ts", import.meta.url));

/**
 * "react-i18next" is the small binding app/lib/i18n-lite.tsx instead of react-i18next + i18next,
 * in the browser (about 18 KB gzip less on every first visit) and in server rendering (one shared
 * translation store instead of an i18next instance and wrappers per request: see
 * app/lib/i18n.server.ts). app/lib/i18n-lite.test.ts checks it gives the same texts as i18next.
 */
function clientI18nLite(): Plugin {
  return {
    name: "hanfnetz:client-i18n-lite",
    enforce: "pre",
    resolveId(id) {
      if (id === "react-i18next") return i18nLite;
      return null;
    },
  };
}

/** "zod" in the browser is app/lib/zod-jitless.ts (no `new Function` probe under our CSP). */
function clientZodJitless(): Plugin {
  return {
    name: "hanfnetz:client-zod-jitless",
    enforce: "pre",
    resolveId(id, importer, options) {
      if (id === "zod" && !options?.ssr && importer !== zodJitless) return this.resolve(zodJitless, importer, { skipSelf: true });
      return null;
    },
  };
}

const PREACT_ALIASES: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

/**
 * In the browser build, React is Preact's compat layer (decision 0046): 44 KB brotli for React
 * DOM, React and React Router instead of 92 KB. The server renders with React; the dev server
 * keeps React in the browser too (Fast Refresh, React's hydration warnings).
 */
function clientPreact(): Plugin {
  return {
    name: "hanfnetz:client-preact",
    apply: "build",
    enforce: "pre",
    resolveId(id, importer, options) {
      const target = PREACT_ALIASES[id];
      if (target && !options?.ssr) return this.resolve(target, importer, { skipSelf: true });
      return null;
    },
  };
}

/**
 * After the client build: brotli and gzip copies of every text file in build/client (assets,
 * locales, feeds of public/), served by server/static.ts without per-request compression.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "hanfnetz:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      outDir = config.environments?.client?.build.outDir ?? config.build.outDir;
    },
    closeBundle: {
      order: "post",
      handler() {
        if (outDir) precompressDir(outDir);
      },
    },
  };
}

function appVersion() {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return "dev";
  }
}

/**
 * Few, larger chunks for what every page needs. A phone on a slow network pays a round trip per
 * file, and a browser opens at most six connections per host over HTTP/1.1: the ~36 small
 * modules of a first visit of home cost about six round trips before the first paint (Lighthouse
 * counts high-priority module preloads as render-blocking). So:
 * - "framework": React, React DOM and React Router (needed by every page);
 * - "shell": the root route, the layout route and entry.client with everything they import
 *   (header, footer, toasts, i18n binding, the shared widgets they use): loaded on every page anyway.
 * - "widgets", "directory", "actions": named small modules of the public pages (badge, input,
 *   field, stars, page meta, …; the provider card and categories; report, confirm, return intent),
 *   which were a file of 0.2 to 2 KB each (decision 0044). They name modules, not folders: a group
 *   per folder pulled dialogs and zod into every page.
 * Route modules keep their own chunks; heavy libraries (editor, charts, tables) stay lazy.
 */
const CHUNK_GROUPS = [
  {
    name: "framework",
    test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+|cookie|set-cookie-parser|turbo-stream)[\\/]/,
    priority: 3,
  },
  { name: "shell", test: /[\\/]app[\\/](root|entry\.client|routes[\\/]_layout)\.tsx$/, priority: 1 },
  {
    name: "widgets",
    test: /[\\/]app[\\/](components[\\/]ui[\\/](badge|empty-state|input|label|field|native-select|textarea|skeleton|stars|verified-badge|filter-bar)\.tsx|components[\\/]layout[\\/]meta\.ts|lib[\\/]paths\.ts|features[\\/]ads[\\/]AdSlot\.tsx)$/,
  },
  {
    name: "directory",
    test: /[\\/]app[\\/]features[\\/]providers[\\/](ProviderCard\.tsx|SelectOptions\.tsx|categories\.ts|geo[\\/]geo\.ts)$/,
  },
  {
    // A provider page's small shared modules (decision 0054): the fields of the claim and
    // 'Veraltete Info melden' forms (also in their dialogs), their limits and reasons, the map's
    // consent wrapper, the focus helper. Each was a file of 0.9 to 1.8 KB of its own: seven of the
    // seventeen module requests of a provider page's first visit.
    name: "provider-page",
    test: /[\\/]app[\\/](features[\\/](providers[\\/](freshness[\\/](InfoReportFields\.tsx|info-report-reasons\.ts)|geo[\\/]ConsentMap\.tsx)|ownership[\\/](ClaimFields\.tsx|limits\.ts)|reviews[\\/]limits\.ts)|components[\\/]ui[\\/]focus-on-mount\.ts)$/,
  },
  {
    name: "actions",
    test: /[\\/]app[\\/](components[\\/]ui[\\/]confirm-action|lib[\\/](use-fetcher-toast|return-intent|use-return-intent)|features[\\/]moderation[\\/](ReportButton|limits))\.tsx?$/,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? appVersion()) },
  resolve: { alias },
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        target: "es2022",
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
      },
  // lucide-react and react-i18next go through our plugins in server rendering too (the icon sprite,
  // the lite i18n binding): in dev, Vite would otherwise load the packages themselves on the server,
  // and the page would not hydrate (inline paths against the sprite, uninterpolated texts).
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"], noExternal: ["lucide-react", "react-i18next"] },
  plugins: [
    // Icons from one cached SVG sprite (decision 0041): no icon chunk, no inline paths per page.
    iconSprite({
      root: fileURLToPath(new URL(".", import.meta.url)),
      component: fileURLToPath(new URL("./app/components/ui/sprite-icon.tsx", import.meta.url)),
    }),
    // The six public translation files as one (app/lib/i18n-load.ts translationFiles).
    localeBundle({ root: fileURLToPath(new URL(".", import.meta.url)) }),
    clientPreact(),
    clientI18nLite(),
    clientZodJitless(),
    tailwindcss(),
    reactRouter(),
    precompress(),
  ],
}));
