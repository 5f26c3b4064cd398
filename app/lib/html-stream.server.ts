import { Writable } from "node:stream";

/**
 * The destination React's `pipe()` writes a document into, and the web stream the response sends.
 *
 * React writes its HTML in 4 KB pieces and calls `flush()` when a batch of finished work is written
 * (the shell, then each Suspense boundary that resolves). A PassThrough hands every piece on by
 * itself: for a 200 KB page that is about 50 chunks, each one a promise in the web stream, a
 * `res.write`, a compression call and, on this kind of machine, often a system call. Here the
 * pieces are collected and handed on as one chunk per `flush()` (and at the end), so a page without
 * pending boundaries leaves in one piece and a streamed one in one piece per boundary: the bytes,
 * their order and the moments they become available are the same.
 */
export function htmlStream(): { destination: Writable; stream: ReadableStream<Uint8Array> } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let parts: Buffer[] = [];
  let size = 0;
  let closed = false;
  const push = () => {
    if (size === 0 || closed) return;
    controller.enqueue(parts.length === 1 ? parts[0]! : Buffer.concat(parts, size));
    parts = [];
    size = 0;
  };
  const destination = new Writable({
    // React stops writing when `write` answers false and waits for 'drain': the pieces only wait
    // here for the next flush, so a page's whole shell fits.
    highWaterMark: 4 * 1024 * 1024,
    write(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      size += chunk.length;
      callback();
    },
    final(callback) {
      push();
      closed = true;
      controller.close();
      callback();
    },
    destroy(error, callback) {
      if (!closed) {
        closed = true;
        if (error) controller.error(error);
        else controller.close();
      }
      callback(error);
    },
  });
  (destination as Writable & { flush: () => void }).flush = push;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      closed = true;
      destination.destroy();
    },
  });
  return { destination, stream };
}
