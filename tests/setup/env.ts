import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Runs before any app module is imported: configuration for tests.
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "hanfnetz-test-"));
process.env.BETTER_AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";
process.env.BASE_URL = "http://localhost:3000";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
