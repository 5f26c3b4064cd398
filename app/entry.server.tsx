import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "~/lib/i18n-lite";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { HttpError } from "~/lib/errors";
// zod's default messages in German for every schema (before any request is parsed).
import "~/lib/zod-config.server";
import { serverI18nFor } from "~/lib/i18n.server";
import type { RootData } from "~/lib/root-data";
import { logger, scrubUrl } from "~/lib/logger.server";
import { htmlStream } from "~/lib/html-stream.server";
import { InlineCssContext } from "~/lib/inline-css";
import { IconSymbols, IconSymbolsContext } from "~/components/ui/sprite-icon";
import { NonceContext } from "~/lib/nonce";
// The compiled stylesheet as a string, inlined into every document (app/lib/inline-css.tsx).
import appCss from "./app.css?inline";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering. Refusals (4xx: HttpError, a POST to a route without
 * action) are answers, not faults, and are not logged; aborted requests neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof HttpError && error.status < 500) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // The path only, with tokens of reset links scrubbed; the error serialiser drops SQL parameters.
  logger.error({ err: error, method: request.method, path: scrubUrl(new URL(request.url).pathname) }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.nonce ?? "";
  // The texts of the namespaces the browser will load for this page (the root Layout's preloads).
  const rootData = routerContext.staticHandlerContext.loaderData?.root as RootData | undefined;
  const i18n = serverI18nFor(rootData?.viewer);
  return new Promise((resolve, reject) => {
    let shellRendered = false;

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineCssContext.Provider value={appCss}>
          <I18nextProvider i18n={i18n}>
            <IconSymbolsContext.Provider value={new IconSymbols()}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </IconSymbolsContext.Provider>
          </I18nextProvider>
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A finished Suspense boundary stays in place however large it is (React would send one over
        // 12.8 KB at the end, hidden, for its script to move: without JavaScript it stayed hidden).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Everyone gets the whole document in order (no page defers loader data): no Suspense
        // boundary arrives later, hidden, for React's script to move into place. Without JavaScript
        // that content stayed hidden, and Preact (decision 0046) would hydrate while it still moved.
        onAllReady() {
          shellRendered = true;
          const { destination, stream } = htmlStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(destination);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, url: scrubUrl(new URL(request.url).pathname) }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
