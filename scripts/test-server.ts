/**
 * The server entry of the test runners (scripts/e2e.ts, tests/multi/instances.ts): server/index.ts
 * under a command line of its own. On the shared development machine another session's
 * `pkill -f server/index.ts`, meant for its own `npm run serve`, ended the e2e server in the middle
 * of a run twice on 2026-11-26 (every later journey then failed with ECONNREFUSED).
 */
await import("../server/index.ts");

export {};
