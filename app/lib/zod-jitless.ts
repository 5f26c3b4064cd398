import { z } from "zod";

/**
 * "zod" in the browser (vite.config.ts clientZodJitless): zod, set to parse without generated
 * code. Its JIT probes `new Function`, which our Content-Security-Policy (no 'unsafe-eval')
 * refuses and reports as a violation. The probe runs when an object schema is created, so the
 * setting must come before any schema module: every browser import of "zod" passes through here.
 */
z.config({ jitless: true });

export * from "zod";
