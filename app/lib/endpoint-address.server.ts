import { isIP } from "node:net";

/**
 * Which IndexNow endpoints the server may post to (issue 30, decision 0039): https only, and no
 * address of this machine or a private network (loopback, RFC 1918, link-local, unique local,
 * CGNAT, unspecified). Tests with a local stub set INDEXNOW_ALLOW_LOCAL (then http:// and local
 * addresses are allowed).
 */

export const ENDPOINT_MESSAGES = {
  https: "Der Endpunkt muss eine https://-Adresse sein.",
  url: "Bitte gib eine gültige Adresse ein, z. B. https://api.indexnow.org/indexnow.",
  internal: "Der Endpunkt zeigt auf eine interne Adresse; das ist nicht erlaubt.",
  unresolvable: "Der Name des Endpunkts lässt sich nicht auflösen.",
} as const;

function v4Internal(ip: string): boolean {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127) ||
    a >= 224
  );
}

/** Whether an IP address belongs to this machine or a private network. */
export function isInternalAddress(ip: string): boolean {
  const kind = isIP(ip);
  if (kind === 4) return v4Internal(ip);
  if (kind !== 6) return true;
  const v6 = ip.toLowerCase().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return v4Internal(mapped[1]!);
  return v6 === "::" || v6 === "::1" || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6) || v6.startsWith("ff");
}

/** The German reason an endpoint URL is refused before any DNS lookup, or null. */
export function endpointUrlProblem(value: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ENDPOINT_MESSAGES.url;
  }
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) return ENDPOINT_MESSAGES.https;
  if (url.username || url.password) return ENDPOINT_MESSAGES.url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowLocal && (host === "localhost" || host.endsWith(".localhost") || (isIP(host) && isInternalAddress(host)))) return ENDPOINT_MESSAGES.internal;
  return null;
}
