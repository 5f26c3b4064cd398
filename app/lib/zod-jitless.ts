import { z } from "zod";
import { germanZodMessage } from "./zod-german";

/**
 * "zod" in the browser (vite.config.ts clientZodJitless): zod, set to parse without generated
 * code. Its JIT probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval')
 * refuses and reports as a violation. The probe runs when an object schema is created, so the
 * setting must come before any schema module: every browser import of "zod" passes through here.
 * zod's default messages are German here as on the server (app/lib/zod-german.ts).
 */
z.config({ jitless: true, customError: germanZodMessage });

export * from "zod";
