import { startTransition, StrictMode, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { Fragment, options, type VNode } from "preact";
import { I18nextProvider } from "~/lib/i18n-lite";
import { nextTask } from "~/lib/hydrate-later";
import { documentNamespaces, ensureNamespaces, useClientI18n } from "~/lib/i18n-client";

function Translations({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={useClientI18n()}>{children}</I18nextProvider>;
}

/**
 * The server renders the whole document with React; in the browser Preact hydrates it (decision
 * 0046). Two elements are React's business alone:
 * - <html>: Preact hydrates the children of the <html> element (it takes the document for it), so
 *   here <html> is a fragment; its attributes (lang, dir) are the same on every page and stay as
 *   the server sent them.
 * - <link rel="modulepreload">: React's server render moves them into the head (see hydrate());
 *   here they render nothing instead of a second set at the end of the body.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as { children?: unknown; rel?: unknown };
  if (vnode.type === "html") {
    vnode.type = Fragment;
    vnode.props = { children: props.children } as typeof vnode.props;
  } else if (vnode.type === "link" && props.rel === "modulepreload") {
    vnode.type = Fragment;
    vnode.props = {} as typeof vnode.props;
  }
  previousVnodeHook?.(vnode);
};

/**
 * React suspends the root while React Router decodes the loader data streamed into the page;
 * Preact has no suspended root. The router's first step starts the decoding and throws its
 * promise: take that step here and wait, so that hydrating renders at once. (Anything else it
 * throws surfaces again when the router renders.) This module is part of the root route's chunk,
 * which runs before the inline entry script has registered the route modules the router reads.
 */
async function routerDataDecoded() {
  while (!(window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules) await nextTask();
  const pending = routerFirstStep();
  if (pending instanceof Promise) await pending.catch(() => undefined);
}

/** React Router's first step (HydratedRouter's lines before its first hook), outside a render: what it threw. */
function routerFirstStep(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

/**
 * The router's construction (the client routes and their ranked table for 105 routes, the
 * hydration data) is about half the work before the page reacts (bench/RESULTS.md, twelfth
 * session). Taken here in a task of its own, so that the browser can handle a tap or paint between
 * it and hydrating: the same step again now that the data is decoded creates the router (kept by
 * React Router for the render), then stops at its first hook, outside a render (caught; a real
 * error surfaces again when the router renders).
 */
function routerCreated() {
  routerFirstStep();
}

async function hydrate() {
  // Same texts as the server render: load the page's namespaces (with retries) before hydrating.
  // In the browser, "react-i18next" resolves to the same binding (vite.config.ts clientI18nLite).
  await ensureNamespaces(documentNamespaces(document));
  // React's server render added resource hints to the head (the module preloads of <Scripts>, a
  // preload for each image with fetchPriority="high"); they did their work before any script ran.
  // Gone before hydrating, they leave the head as the app renders it, so that Preact moves none
  // of the elements after them (the inline script, the stylesheet).
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]:not([data-i18n-ns])')) link.remove();
  await routerDataDecoded();
  await nextTask();
  routerCreated();
  await nextTask();
  // "false" while hydrating; "true" once the parts hydrated later have too (root.tsx; read by
  // end-to-end tests).
  document.documentElement.dataset.hydrated = "false";
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Translations>
          <HydratedRouter />
        </Translations>
      </StrictMode>,
    );
  });
}

void hydrate();
