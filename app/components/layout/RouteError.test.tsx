import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useRouteError, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { forbidden, HttpError, notFound, notFoundKind } from "~/lib/errors";
import { createServerI18n } from "~/lib/i18n.server";
import { EMPTY_OPERATOR } from "~/lib/operator";
import type { RootData } from "~/lib/root-data";
import { loadErrorBoundary, routeErrorBoundary, type RouteErrorHandlers } from "./RouteError";

/** Server-renders a page whose loader throws `thrown`, with the kit's boundary. */
async function render(thrown: unknown, boundary: (props: { error: unknown }) => React.ReactNode, search = "") {
  const rootData = { viewer: null, siteTitle: "Hanfnetz", faviconUrl: "/favicon.svg", operator: EMPTY_OPERATOR, flash: null } as RootData;
  const Boundary = boundary;
  function Page() {
    return <Boundary error={useRouteError()} />;
  }
  const routes: RouteObject[] = [
    {
      id: "root",
      path: "/",
      loader: () => rootData,
      element: <Outlet />,
      children: [{ id: "page", path: "x", loader: () => Promise.reject(thrown), element: <p>nie</p>, errorElement: <Page /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost/x${search}`));
  if (context instanceof Response) throw new Error("unexpected redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <I18nextProvider i18n={createServerI18n()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const handlers: RouteErrorHandlers = {
  notFound: { profile: () => <p>Profil-Karte</p> },
  status: { 409: (e) => <p>{`Konflikt ${e.status}`}</p> },
  other: () => <p>Anderer Fehler</p>,
};

describe("the route error kit", () => {
  it("tells a not-found apart by its typed marker, not by its text", async () => {
    expect(notFoundKind({ status: 404, data: notFound("Profil nicht gefunden", "profile").data })).toBe("profile");
    expect(notFoundKind({ status: 404, data: notFound("Profil nicht gefunden").data })).toBeNull();
    expect(await render(notFound("irgendein Text", "profile"), routeErrorBoundary(handlers))).toContain("Profil-Karte");
    // The same text without the marker is a plain 404: the not-found page.
    const plain = await render(notFound("Profil nicht gefunden"), routeErrorBoundary(handlers));
    expect(plain).not.toContain("Profil-Karte");
    expect(plain).toContain("Seite nicht gefunden");
  });

  it("answers per status, then with `other`; the default is the error page", async () => {
    expect(await render(new HttpError(409, "Schon vergeben"), routeErrorBoundary(handlers))).toContain("Konflikt 409");
    expect(await render(forbidden("Nein"), routeErrorBoundary())).toContain("Oops! Etwas ist schiefgelaufen");
    expect(await render(new Error("kaputt"), routeErrorBoundary(handlers))).toContain("Anderer Fehler");
  });

  it("the load error keeps its text, takes it from the address and leaves refusals and 404 to the parents", async () => {
    const boundary = loadErrorBoundary((search) => (search.get("tab") === "b" ? "Fehler beim Laden der Bs" : "Fehler beim Laden der As"), true);
    const html = await render(new Error("db down"), boundary, "?tab=b");
    expect(html).toContain("Fehler beim Laden der Bs");
    expect(html).toContain('data-testid="load-error"');
    expect(html).toContain("Erneut versuchen");
    // Rethrown for the parent boundaries (on the client React Router's boundary above catches it).
    await expect(render(forbidden("Nein"), boundary)).rejects.toMatchObject({ status: 403 });
    await expect(render(notFound(), boundary)).rejects.toMatchObject({ status: 404 });
  });
});
