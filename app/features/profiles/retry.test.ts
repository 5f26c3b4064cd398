import { describe, expect, it, vi } from "vitest";
import { withRetry } from "./retry";

describe("profile fetch retry", () => {
  it("retries a failed fetch twice with back-off, then gives up", async () => {
    const load = vi.fn().mockRejectedValue(new Error("netz"));
    await expect(withRetry(load, 2, 1)).rejects.toThrow("netz");
    expect(load).toHaveBeenCalledTimes(3);
  });
  it("returns the first success", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("einmal")).mockResolvedValue("ok");
    await expect(withRetry(load, 2, 1)).resolves.toBe("ok");
    expect(load).toHaveBeenCalledTimes(2);
  });
  it("does not retry redirects or client errors", async () => {
    const load = vi.fn().mockRejectedValue(new Response(null, { status: 302 }));
    await expect(withRetry(load, 2, 1)).rejects.toBeInstanceOf(Response);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
