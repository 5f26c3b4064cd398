/**
 * A Server-Sent Events body: `send(event, data)` writes one event, a keep-alive comment goes out
 * every `keepAliveMs`, and the stream closes on abort (the browser went away) or after `maxMs`
 * (the browser then reconnects after `retryMs`). `onOpen` starts the source and returns its
 * cleanup. The first event is `ready`.
 */
export type EventStreamOptions = {
  signal: AbortSignal;
  retryMs: number;
  keepAliveMs: number;
  maxMs: number;
  onOpen: (send: (event: string, data: unknown) => void) => () => void;
};

export function openEventStream(opts: EventStreamOptions): ReadableStream<Uint8Array> {
  const { signal } = opts;
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const write = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const send = (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const keepAlive = setInterval(() => write(": keep-alive\n\n"), opts.keepAliveMs);
      const lifetime = setTimeout(() => cleanup(), opts.maxMs);
      keepAlive.unref?.();
      lifetime.unref?.();
      let stop = () => {};
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(keepAlive);
        clearTimeout(lifetime);
        stop();
        signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener("abort", cleanup, { once: true });
      stop = opts.onOpen(send);
      write(`retry: ${opts.retryMs}\nevent: ready\ndata: {}\n\n`);
      if (signal.aborted) cleanup();
    },
    cancel() {
      cleanup();
    },
  });
}
