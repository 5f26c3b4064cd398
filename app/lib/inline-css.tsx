import { createContext, useContext } from "react";

/**
 * The site's one stylesheet (app/app.css) is inlined into every document's head instead of a
 * render-blocking <link>: a first visit on a phone paints after the HTML alone (issue #11,
 * Lighthouse). entry.server.tsx provides the compiled CSS; the client never downloads it again and
 * keeps, when hydrating, the <style> element the server sent.
 */
export const InlineCssContext = createContext<string | null>(null);

let clientCss: string | undefined;

export function InlineStyles() {
  const serverCss = useContext(InlineCssContext);
  const css = serverCss ?? (clientCss ??= typeof document === "undefined" ? "" : (document.getElementById("hn-css")?.textContent ?? ""));
  return <style id="hn-css" dangerouslySetInnerHTML={{ __html: css }} />;
}
