import type { Body, Fixtures, Probe, Role } from "./matrix";

export type Sessions = Record<Role, string | null>;

/** Sends a probe's request as a role; `overrides` replace the body, method or headers (fuzzing). */
export async function send(
  base: string,
  probe: Pick<Probe, "method" | "path" | "body" | "json" | "multipart">,
  fixtures: Fixtures,
  cookie: string | null,
  overrides: { body?: BodyInit | null; headers?: Record<string, string>; method?: string; fields?: Body; data?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...(cookie ? { cookie } : {}) };
  let body: BodyInit | null | undefined = overrides.body;
  const fields = overrides.fields ?? probe.body?.(fixtures);
  if (body === undefined && probe.method === "POST" && fields) {
    if (probe.json) {
      body = JSON.stringify(fields);
      headers["content-type"] = "application/json";
    } else if (probe.multipart) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
      body = fd;
    } else {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) params.append(k, item);
      body = params.toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
  }
  Object.assign(headers, overrides.headers ?? {});
  const path = probe.path(fixtures);
  if (!overrides.data) return onReset(() => fetch(`${base}${path}`, { method: overrides.method ?? probe.method, headers, body, redirect: "manual" }));
  return onReset(() => sendData(`${base}${path}`, { method: overrides.method ?? probe.method, headers, body }));
}

/**
 * One retry when the connection was reset before an answer: the server closed an idle keep-alive
 * socket just as the client reused it (a race of the test client under load, not an answer).
 */
async function onReset<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
    return run();
  }
}

/**
 * A document route's action as the browser calls it (single fetch: POST /path.data): the answer
 * is the action's own status, without the page's loaders. A redirect arrives as 202 with a
 * redirect payload; it is returned here with the redirect's status.
 */
async function sendData(url: string, init: RequestInit): Promise<Response> {
  const u = new URL(url);
  u.pathname = u.pathname === "/" ? "/_root.data" : `${u.pathname.replace(/\/$/, "")}.data`;
  const res = await fetch(u, { ...init, redirect: "manual" });
  const text = await res.text();
  const redirect = res.status === 202 ? /"redirect","([^"]*)","status",(\d+)/.exec(text) : null;
  const headers = new Headers(res.headers);
  if (redirect) headers.set("location", redirect[1]!);
  return new Response(text, { status: redirect ? Number(redirect[2]) : res.status, headers });
}

/**
 * English in an error answer (issue #28: 183 English answers). A heuristic word list: status texts,
 * the messages of Express, React Router, zod and better-auth, and JavaScript error names.
 */
export const ENGLISH =
  /\b(Invalid|Unexpected|Internal Server Error|Bad Request|Not Found|not found|malformed|Forbidden|Unauthorized|Method Not Allowed|Too Many Requests|Payload Too Large|Unsupported Media Type|Service Unavailable|Request Timeout|Too big|Too small|expected|required|undefined|Cannot|TypeError|SyntaxError|URIError|Error:|error|failed|denied|must be|is not)\b/;

/** Every string value in a JSON value (keys are not messages). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** Structural strings of React Router's single-fetch payload (keys, route ids, type markers), not messages. */
const PAYLOAD_WORDS = new Set([
  "ok",
  "error",
  "fieldErrors",
  "data",
  "status",
  "statusText",
  "internal",
  "message",
  "stack",
  "values",
  "intent",
  "redirect",
  "reload",
  "replace",
  "revalidate",
  "SanitizedError",
  "ErrorResponse",
  "Error",
]);

/** The texts of a single-fetch (turbo-stream) payload that could be shown to a visitor. */
function payloadTexts(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    for (const s of jsonStrings(parsed)) if (!PAYLOAD_WORDS.has(s) && !/^(routes\/|root$|_)/.test(s)) out.push(s);
  }
  return out;
}

/** The English words in the visible text of an answer (HTML without scripts and tags, JSON and payload values, plain text). */
export function englishIn(type: string, text: string): string | null {
  let texts: string[];
  if (type.includes("application/json")) {
    try {
      texts = jsonStrings(JSON.parse(text));
    } catch {
      texts = [text];
    }
  } else if (type.includes("text/html")) {
    texts = [
      text
        .replace(/<script[\s\S]*?<\/script>/g, " ")
        .replace(/<style[\s\S]*?<\/style>/g, " ")
        .replace(/<[^>]+>/g, " ")
        .replace(/&[a-z]+;|&#\d+;/g, " "),
    ];
  } else if (type.includes("text/x-script") || type.includes("turbo-stream")) {
    texts = payloadTexts(text);
  } else {
    texts = [text];
  }
  for (const t of texts) {
    const m = ENGLISH.exec(t);
    if (m) return `"${m[0]}" in "${t.replace(/\s+/g, " ").trim().slice(0, 160)}"`;
  }
  return null;
}

/** The answer carries a German message (JSON `error` or an HTML page in German) and no English error text. */
export async function germanAnswer(res: Response): Promise<{ ok: boolean; detail: string }> {
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  if (res.status === 204 || res.status === 304 || (res.status >= 300 && res.status < 400)) return { ok: true, detail: "" };
  if (res.status >= 400) {
    const english = englishIn(type, text);
    if (english) return { ok: false, detail: `English: ${english}` };
  }
  if (type.includes("application/json")) {
    let error: unknown;
    try {
      error = (JSON.parse(text) as { error?: unknown }).error;
    } catch {
      return { ok: false, detail: text.slice(0, 200) };
    }
    if (res.status >= 400) return { ok: typeof error === "string" && error.length > 0, detail: String(error) };
    return { ok: true, detail: "" };
  }
  if (type.includes("text/html")) {
    const german = text.includes('lang="de"');
    const visible = text.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
    return { ok: german, detail: visible.replace(/\s+/g, " ").slice(0, 200) };
  }
  if (type.includes("text/x-script") || type.includes("turbo-stream")) return { ok: true, detail: text.slice(0, 200) };
  if (type.includes("text/plain") && res.status >= 400) return { ok: /[äöüßÄÖÜ]|Anfrage|Bitte|nicht/.test(text), detail: text.slice(0, 200) };
  return { ok: res.status < 400, detail: `${type}: ${text.slice(0, 200)}` };
}
