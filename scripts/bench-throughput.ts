/**
 * Throughput as a ratio to a trivial React Router page (issue #11, target 3): builds the baseline
 * app in bench/baseline (React Router of the same version, Express + compression +
 * @react-router/express, one loader and a title) and our production build, starts both, and
 * measures with autocannon, side by side in one run: before each of our pages the baseline is
 * measured again, so that both see the same machine load. Our server runs as `npm start` does on a
 * fresh machine: embedded database with the demo data. Two of ours run: one as in production (the
 * anonymous page cache of server/page-cache.ts answers repeat visits) and one with
 * PAGE_CACHE_SECONDS=0 (every request rendered: what a signed-in member or the first visitor of a
 * page costs). Writes bench/THROUGHPUT.md.
 *
 *   npx tsx scripts/bench-throughput.ts        (BENCH_SKIP_BUILD=1 reuses build/, BENCH_DURATION, BENCH_CONNECTIONS)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BASELINE_DIR, buildApp, startBaseline } from "./lib/baseline";
import { CONNECTIONS, DURATION, measure, startServer, stopServer, type Measure } from "./lib/load";
import { freePort } from "./net";

const TARGET = 0.5;
const log = (...a: unknown[]) => console.log(`[throughput ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** The first link on a page matching `re` (to find a provider page and an article of the demo data). */
async function firstLink(base: string, page: string, re: RegExp): Promise<string> {
  const html = await (await fetch(base + page)).text();
  const m = html.match(re);
  if (!m) throw new Error(`no link matching ${re} on ${page}`);
  return m[0].replace(/&amp;/g, "&");
}

async function main() {
  const t0 = Date.now();
  if (!process.env.BENCH_SKIP_BUILD) {
    log("building the app and the baseline…");
    buildApp(process.cwd());
  }
  buildApp(BASELINE_DIR);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-throughput-"));
  const renderDir = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-throughput-render-"));
  const appPort = await freePort();
  const renderPort = await freePort();
  const basePort = await freePort();
  const app = await startServer("", appPort, dataDir, { SEED_ON_FIRST_START: "true" });
  const render = await startServer("", renderPort, renderDir, { SEED_ON_FIRST_START: "true", PAGE_CACHE_SECONDS: "0" });
  const baseline = await startBaseline(basePort);
  const appUrl = `http://127.0.0.1:${appPort}`;
  const renderUrl = `http://127.0.0.1:${renderPort}`;
  const baseUrl = `http://127.0.0.1:${basePort}`;
  try {
    const provider = await firstLink(appUrl, "/", /\/empfehlung\/[a-z0-9-]+/);
    const article = await firstLink(appUrl, "/blog", /\/blog\/[a-z0-9_-]+\/[a-z0-9-]+/);
    const pages: [string, string][] = [
      ["Home", "/"],
      ["Anbieterseite", provider],
      ["Suche", "/?q=Berlin"],
      ["Blog", "/blog"],
      ["Artikel", article],
    ];
    const rows: { page: Measure; rendered: Measure; base: Measure }[] = [];
    for (const [name, p] of pages) {
      log(`measuring baseline, then ${name} (${p}) with and without the page cache…`);
      const base = await measure(baseUrl, "Baseline", "/");
      const page = await measure(appUrl, name, p);
      const rendered = await measure(renderUrl, name, p);
      rows.push({ page, rendered, base });
      log(
        `${name}: ${page.rps} req/s (rendered ${rendered.rps}) vs baseline ${base.rps} req/s → ${(page.rps / base.rps).toFixed(2)} (${(rendered.rps / base.rps).toFixed(2)})`,
      );
    }
    const table = (pick: (r: (typeof rows)[number]) => Measure, target: boolean) => [
      `| page | path | req/s | p50 ms | p99 ms | errors | baseline req/s | ratio |${target ? ` target ≥ ${TARGET} |` : ""}`,
      `|---|---|---:|---:|---:|---:|---:|---:|${target ? "---|" : ""}`,
      ...rows.map((r) => {
        const m = pick(r);
        const ratio = m.rps / r.base.rps;
        const verdict = ratio >= TARGET && m.errors + m.non2xx === 0 ? "met" : "missed";
        return `| ${m.name} | \`${m.path}\` | ${m.rps} | ${m.p50} | ${m.p99} | ${m.errors + m.non2xx} | ${r.base.rps} | ${ratio.toFixed(2)} |${target ? ` ${verdict} |` : ""}`;
      }),
    ];
    const cpu = os.cpus()[0]?.model ?? "?";
    const lines = [
      "# Throughput against a trivial React Router page",
      "",
      `Run: ${new Date().toISOString()} · duration ${((Date.now() - t0) / 60000).toFixed(1)} min`,
      "",
      "Command: `npx tsx scripts/bench-throughput.ts` (also the last step of `npm run bench`)",
      "",
      `- Machine: ${cpu}, nproc ${os.availableParallelism()}, Node ${process.version}; load generator, server and baseline on one machine (load average at start ${os.loadavg()[0]!.toFixed(1)})`,
      "- Our server: production build, `server/index.ts`, embedded database with the demo data (as `npm start` on a fresh machine)",
      "- Baseline: bench/baseline (same React Router version, Express + compression + @react-router/express, one loader and a title)",
      `- Load: autocannon, ${CONNECTIONS} connections, ${DURATION} s per URL after a 2 s warm-up; the baseline is measured again right before each page`,
      "",
      "## Anonymous visitors (as in production: repeat visits answered by the page cache)",
      "",
      ...table((r) => r.page, true),
      "",
      "## Every request rendered (PAGE_CACHE_SECONDS=0: a signed-in member, or the first visit of a page)",
      "",
      ...table((r) => r.rendered, false),
      "",
    ];
    fs.writeFileSync("bench/THROUGHPUT.md", lines.join("\n"));
    log("written to bench/THROUGHPUT.md");
  } finally {
    await stopServer(app);
    await stopServer(render);
    await stopServer(baseline);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(renderDir, { recursive: true, force: true });
  }
}

await main();
