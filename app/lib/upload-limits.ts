/**
 * Upload limits and periods (plain module: the server enforces them in uploads.server.ts, the
 * privacy page states them).
 */
/** Per member and rolling 24 hours. */
export const UPLOAD_QUOTA = { files: 200, bytes: 200 * 1024 * 1024, windowMs: 24 * 60 * 60_000 } as const;
/** Uploads that no content references are deleted this many hours after the upload. */
export const UNREFERENCED_UPLOAD_HOURS = 24;
