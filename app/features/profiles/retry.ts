/**
 * A failed profile fetch is retried up to 2 times with exponential back-off capped at 30 s
 * (spec 1 section 8). Redirects and 4xx responses are not retried.
 */
export async function withRetry<T>(load: () => Promise<T>, retries = 2, baseMs = 1000): Promise<T> {
  let attempt = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      const status = error instanceof Response ? error.status : (error as { status?: number })?.status;
      const retryable = !(typeof status === "number" && status < 500);
      if (!retryable || attempt >= retries) throw error;
      await new Promise((r) => setTimeout(r, Math.min(30_000, baseMs * 2 ** attempt)));
      attempt++;
    }
  }
}
