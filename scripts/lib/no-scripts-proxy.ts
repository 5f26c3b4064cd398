import http from "node:http";
import zlib from "node:zlib";

/**
 * A diagnosis proxy for scripts/lighthouse.ts (LIGHTHOUSE_WITHOUT_SCRIPTS=1): answers every request
 * from `upstream`, but its HTML documents without any script element (structured data stays),
 * without module preloads and without the translation preloads the scripts use.
 * What Lighthouse measures through it is the floor of a page: the browser's own work for that
 * markup and stylesheet, with no JavaScript at all (islands, option 1 of decision 0045, could not
 * go below it).
 */
export function stripScripts(html: string): string {
  return (
    html
      .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes: string) => (/application\/ld\+json/.test(attributes) ? whole : ""))
      .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "")
      // The translations are preloaded for the scripts only.
      .replace(/<link\b[^>]*\bdata-i18n-ns="[^"]*"[^>]*>/gi, "")
  );
}

export async function startNoScriptsProxy(upstream: string, port: number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "accept-encoding") headers.set(name, value);
      }
      const answer = await fetch(`${upstream}${req.url ?? "/"}`, { method: req.method, headers, redirect: "manual" });
      const type = answer.headers.get("content-type") ?? "";
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name)) out[name] = value;
      });
      let body = type.includes("text/html") ? Buffer.from(stripScripts(await answer.text())) : Buffer.from(await answer.arrayBuffer());
      // Compressed as the app sends it, so that the simulated network sees the same kind of bytes.
      if (/\bbr\b/.test(String(req.headers["accept-encoding"] ?? "")) && /text|javascript|json|svg/.test(type)) {
        body = zlib.brotliCompressSync(body);
        out["content-encoding"] = "br";
      }
      res.writeHead(answer.status, { ...out, "content-length": String(body.length) });
      res.end(body);
    } catch (error) {
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
