import net from "node:net";
import { describe, expect, it } from "vitest";
import { DB_TIMEOUTS, openPostgres, poolConfig } from "./db.server";

describe("PostgreSQL pool time limits (issue #7 section 5)", () => {
  it("configures connection and idle timeouts always, statement limits for the web server", () => {
    const base = poolConfig("postgres://x@127.0.0.1/db", 10);
    expect(base).toMatchObject({ connectionTimeoutMillis: 5_000, idleTimeoutMillis: 30_000, max: 10 });
    expect(base).not.toHaveProperty("statement_timeout");
    expect(poolConfig("postgres://x@127.0.0.1/db", 10, { serverLimits: true })).toMatchObject({
      statement_timeout: DB_TIMEOUTS.statementMs,
      idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
    });
  });

  it("gives up on a database that accepts the connection but never answers", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const started = Date.now();
    try {
      await expect(openPostgres(`postgres://u:p@127.0.0.1:${port}/db`, 1)).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(DB_TIMEOUTS.connectionMs + 2_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  }, 15_000);
});
