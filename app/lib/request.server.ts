import { data } from "react-router";
import { z } from "zod";
import {
  asUnavailable,
  badRequest,
  FORM_ERROR,
  GENERIC_ERROR,
  HttpError,
  methodNotAllowed,
  payloadTooLarge,
  unsupportedMediaType,
  type ActionFailure,
  type FieldErrors,
} from "./errors";
import { logger } from "./logger.server";
import { IMAGE_TOO_LARGE } from "./upload-limits";
import "./zod-config.server";

/**
 * The one way into every action and API route.
 *
 *   const input = await readForm(request, schema);            // urlencoded forms, 256 KB
 *   const input = await readForm(request, schema, { multipart: true });   // uploads, 6 MB
 *   const input = await readJson(request, schema);            // JSON bodies (beacons, admin dialogs)
 *
 * Each answers bad input with an HttpError (German message, 4xx), never a 500:
 * 405 + Allow for a method the route does not take, 415 for a body of another content type,
 * 413 for a body over the limit (Content-Length and while reading), 400 for broken bodies,
 * NUL bytes or invalid UTF-8, and 400 with field messages for zod errors.
 * Keys that could pollute prototypes (`__proto__`, `constructor`, `prototype`) are dropped.
 *
 * Actions wrap their work in `handleAction`, which turns every HttpError into `data(failure, status)`
 * (the one result type, `ActionResult`) and any other error into a logged 500 with a generic
 * German text. The Express layer (server/request-guards.ts) enforces the same limits before React
 * Router sees the request.
 */

export const BODY_LIMITS = {
  /** Every form and JSON body. */
  form: 256 * 1024,
  /** multipart/form-data with files (images at most 5 MB plus the form around them). */
  upload: 6 * 1024 * 1024,
} as const;

/** The one result type of all actions: success with optional payload, or an ActionFailure. */
export type ActionSuccess<T extends object = object> = { ok: true; message?: string } & T;
export type ActionResult<T extends object = object> = ActionSuccess<T> | ActionFailure;
export type { ActionFailure, FieldErrors };

export type ReadOptions = {
  /** Methods the route takes (default POST). */
  methods?: readonly string[];
  /** Accept multipart/form-data (files). Default false: urlencoded only. */
  multipart?: boolean;
  /** Body limit in bytes (default 256 KB; 6 MB when multipart). */
  maxBytes?: number;
  /** Message of the 400 for zod errors (default 'Bitte korrigiere die Fehler im Formular.'). */
  message?: string;
  /**
   * Multipart only: the text of a 413, also given as the field error of the file that was being
   * read when the body passed the limit (default 'Die Datei ist zu groß. Maximale Größe: 5MB.').
   */
  fileTooLarge?: string;
};

const POLLUTING_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const INVALID_TEXT = "Die Eingabe enthält ungültige Zeichen.";
const BROKEN_BODY = "Die Formulardaten konnten nicht gelesen werden.";

export function assertMethod(request: Request, methods: readonly string[] = ["POST"]) {
  if (!methods.includes(request.method.toUpperCase())) throw methodNotAllowed(methods);
}

/** True when the text holds a NUL byte or a replacement character (invalid UTF-8 decoded). */
export function hasInvalidText(value: string): boolean {
  return value.includes("\u0000") || value.includes("\uFFFD");
}

function mediaType(request: Request) {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Reads the body as bytes, refusing more than `maxBytes` (by Content-Length and while streaming).
 * With `tooLarge`, a body over the limit is read up to the limit (whatever it declares) and the 413
 * is the error `tooLarge` makes of the bytes received, e.g. with the field that was being sent.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLarge?: (received: readonly Uint8Array[]) => HttpError,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (!tooLarge && Number.isFinite(declared) && declared > maxBytes) throw payloadTooLarge(maxBytes);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const refuse = () => (tooLarge ? tooLarge(chunks) : payloadTooLarge(maxBytes));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        // What arrived up to the limit tells which field was being sent.
        chunks.push(value.subarray(0, value.byteLength - (total - maxBytes)));
        await reader.cancel().catch(() => undefined);
        throw refuse();
      }
      chunks.push(value);
    }
  } catch (error) {
    // The server's stream limit (server/request-handler.ts) may stop the body first.
    if (error instanceof HttpError) throw error.status === 413 ? refuse() : error;
    throw badRequest(BROKEN_BODY);
  }
  const out = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(INVALID_TEXT);
  }
}

function decodeComponent(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    throw badRequest(INVALID_TEXT);
  }
}

type FormValue = string | File;
type FormObject = Record<string, FormValue | FormValue[]>;

function addValue(out: FormObject, key: string, value: FormValue) {
  if (POLLUTING_KEYS.has(key)) return;
  if (typeof value === "string" && hasInvalidText(value)) throw badRequest(INVALID_TEXT, { [key]: INVALID_TEXT });
  if (hasInvalidText(key)) throw badRequest(INVALID_TEXT);
  const existing = Object.prototype.hasOwnProperty.call(out, key) ? out[key] : undefined;
  if (existing === undefined) out[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else out[key] = [existing, value];
}

/** Form fields as a plain object: one value → string (or File), repeated keys → array. */
export function formToObject(form: FormData): FormObject {
  const out: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of form.entries()) addValue(out, key, value);
  return out;
}

function parseUrlEncoded(text: string): FormObject {
  const out: FormObject = Object.create(null) as FormObject;
  if (!text) return out;
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const key = decodeComponent(eq === -1 ? pair : pair.slice(0, eq));
    const value = decodeComponent(eq === -1 ? "" : pair.slice(eq + 1));
    addValue(out, key, value);
  }
  return out;
}

/** First message per field of a zod error (key "_form" for errors without a path). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    if (!Object.hasOwn(out, key)) out[key] = issue.message;
  }
  return out;
}

/** Every message per field of a zod error (forms that list all unmet rules, e.g. the password's). */
export function allFieldMessages(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_form";
    if (!Object.hasOwn(out, key)) out[key] = [];
    out[key]!.push(issue.message);
  }
  return out;
}

/**
 * Reads a form body like readForm (method, type, size, text checks answered with an HttpError) and
 * parses it, but gives a zod refusal back with every message per field instead of throwing: for
 * forms that answer in their own shape (sign-in, password forms). `form` is the body as read.
 */
export async function readFormChecked<T extends z.ZodType>(
  request: Request,
  schema: T | ((form: Record<string, unknown>) => T),
  opts: ReadOptions = {},
): Promise<{ form: Record<string, unknown> } & ({ ok: true; data: z.infer<T> } | { ok: false; fieldErrors: Record<string, string[]> })> {
  const form = await readFormObject(request, opts);
  const result = (typeof schema === "function" ? schema(form) : schema).safeParse(form);
  return result.success ? { form, ok: true, data: result.data } : { form, ok: false, fieldErrors: allFieldMessages(result.error) };
}

/** Parses a value with zod or throws a 400 HttpError with the German field messages. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, message = FORM_ERROR): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    const only = Object.keys(errors);
    // A single form-level problem (e.g. an unknown intent) is the message itself.
    throw badRequest(only.length === 1 && only[0] === "_form" ? errors._form : message, errors);
  }
  return result.data;
}

const UNKNOWN_INTENT = "Ungültige Aktion.";

/**
 * The form's `intent` among the route's own intents; any other is a 400 'Ungültige Aktion.' (as a
 * form-level error). For routes that hand the rest of the form to a feature that parses it.
 */
export function formIntent<const T extends readonly string[]>(form: Record<string, unknown>, intents: T): T[number] {
  const intent = form.intent;
  if (typeof intent !== "string" || !intents.includes(intent)) throw badRequest(UNKNOWN_INTENT, { _form: UNKNOWN_INTENT });
  return intent;
}

/** Reads a form body (urlencoded, or multipart when allowed) and parses it with the schema. */
export async function readForm<T extends z.ZodType>(request: Request, schema: T, opts: ReadOptions = {}): Promise<z.infer<T>> {
  return parseInput(schema, await readFormObject(request, opts), opts.message);
}

/** The form body as a plain object, checked for method, type, size and text, before zod. */
export async function readFormObject(request: Request, opts: ReadOptions = {}): Promise<FormObject> {
  assertMethod(request, opts.methods);
  const type = mediaType(request);
  const maxBytes = opts.maxBytes ?? (opts.multipart ? BODY_LIMITS.upload : BODY_LIMITS.form);
  if (type === "application/x-www-form-urlencoded" || (type === "" && !request.body)) {
    return parseUrlEncoded(decodeUtf8(await readBodyBytes(request, maxBytes)));
  }
  if (type === "multipart/form-data") {
    if (!opts.multipart) throw unsupportedMediaType("Dieses Formular nimmt keine Dateien an.");
    const text = opts.fileTooLarge ?? IMAGE_TOO_LARGE;
    const bytes = await readBodyBytes(request, maxBytes, (received) => {
      const field = partInProgress(received, multipartBoundary(request));
      // The connection closes after the answer: the rest of the body is not read.
      return new HttpError(413, text, field ? { [field]: text } : undefined, { Connection: "close" });
    });
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    } catch {
      throw badRequest(BROKEN_BODY);
    }
    return formToObject(form);
  }
  throw unsupportedMediaType();
}

function multipartBoundary(request: Request): string | null {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(request.headers.get("content-type") ?? "");
  return match ? (match[1] ?? match[2]!).trim() : null;
}

/**
 * The name of the file field whose part was being received when a multipart body stopped: the
 * last part header (after a boundary line) among the bytes received. Null when there is none or
 * that part is not a file.
 */
export function partInProgress(received: readonly Uint8Array[], boundary: string | null): string | null {
  if (!boundary) return null;
  const body = Buffer.concat(received);
  const marker = Buffer.from(`--${boundary}\r\n`, "latin1");
  const at = body.lastIndexOf(marker);
  if (at === -1 || (at > 0 && body.subarray(at - 2, at).toString("latin1") !== "\r\n")) return null;
  const headEnd = body.indexOf("\r\n\r\n", at + marker.length, "latin1");
  const head = body.subarray(at + marker.length, headEnd === -1 ? Math.min(body.length, at + marker.length + 2048) : headEnd).toString("utf8");
  const disposition = /^content-disposition:\s*form-data\s*;(.*)$/im.exec(head)?.[1] ?? "";
  const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1];
  return name && /(?:^|;)\s*filename="/i.test(disposition) ? name : null;
}

/** Reads a JSON body (application/json; text/plain too when `textPlain`, for beacons). */
export async function readJson<T extends z.ZodType>(request: Request, schema: T, opts: ReadOptions & { textPlain?: boolean } = {}): Promise<z.infer<T>> {
  assertMethod(request, opts.methods);
  const type = mediaType(request);
  if (type !== "application/json" && !(opts.textPlain && (type === "text/plain" || type === ""))) throw unsupportedMediaType();
  const text = decodeUtf8(await readBodyBytes(request, opts.maxBytes ?? BODY_LIMITS.form));
  let value: unknown;
  try {
    value = JSON.parse(text, (key, v: unknown) => {
      if (POLLUTING_KEYS.has(key)) return undefined;
      if (typeof v === "string" && hasInvalidText(v)) throw badRequest(INVALID_TEXT);
      return v;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(BROKEN_BODY);
  }
  return parseInput(schema, value, opts.message);
}

/**
 * Query parameters parsed with a schema; invalid text is a 400. Loaders usually give each field a
 * `.catch()` so that a wrong filter value falls back instead of failing.
 */
export function readQuery<T extends z.ZodType>(request: Request | URL, schema: T): z.infer<T> {
  const url = request instanceof URL ? request : new URL(request.url);
  const out: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of url.searchParams) addValue(out, key, value);
  return parseInput(schema, out, "Ungültige Suchparameter.");
}

/**
 * Turns an error into the action's failure response: HttpError → its status and message; a
 * Response (redirect) is rethrown; anything else is logged and answered with a generic 500 that
 * shows no internal text.
 */
export function failure(error: unknown) {
  if (error instanceof HttpError) return data<ActionFailure>(error.data, error.init);
  if (error instanceof Response) throw error;
  if (isRouterData(error)) throw error;
  const busy = asUnavailable(error);
  if (busy) {
    logger.warn({ err: error }, "database busy or unavailable: 503");
    return data<ActionFailure>(busy.data, busy.init);
  }
  logger.error({ err: error }, "action failed");
  return data<ActionFailure>({ ok: false, error: GENERIC_ERROR }, { status: 500 });
}

function isRouterData(error: unknown) {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/** Runs an action body and answers every refusal with the one failure shape. */
export async function handleAction<T>(run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    return failure(error);
  }
}

/** Success in the one result shape. */
export function ok<T extends object>(payload?: T & { message?: string }, init?: ResponseInit) {
  return data({ ok: true as const, ...(payload ?? ({} as T)) }, init);
}

/**
 * Marks the answer to a write that changes nothing a page shows (view and click counting): such
 * writes leave the anonymous page cache (server/page-cache.ts) as it is; every other successful
 * write empties it.
 */
export const TRACKING_ONLY_HEADER = "X-Tracking-Only";

/** `ok(payload)` for view and click counting (see TRACKING_ONLY_HEADER). */
export function tracked<T extends object>(payload?: T) {
  return ok(payload, { headers: { [TRACKING_ONLY_HEADER]: "1" } });
}

export { zCheckbox, zFlag, zList } from "./form-values";

/** An optional text field: trimmed; empty becomes undefined. */
export function zOptionalText(max: number, message?: string) {
  return z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v), z.string().max(max, message).optional());
}

/** An uploaded file, or undefined when the field is empty. */
export const zFile = z.preprocess((v) => (v instanceof File && v.size > 0 ? v : undefined), z.instanceof(File).optional());
