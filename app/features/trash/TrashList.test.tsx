import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import { TrashList, type TrashListProps } from "./TrashList";

async function render(props: TrashListProps) {
  const handler = createStaticHandler([{ id: "trash", path: "/admin/trash", element: <TrashList {...props} /> }]);
  const context = await handler.query(new Request("http://localhost/admin/trash"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToString(
    <I18nextProvider i18n={createServerI18n()}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </I18nextProvider>,
  );
}

const item = {
  id: "t1",
  kind: "review",
  label: "Schöner Laden",
  deletedByName: null,
  deletedAt: "2026-11-20T10:00:00.000Z",
  purgeAt: "2026-12-20T10:00:00.000Z",
  daysLeft: 24,
} as unknown as TrashListProps["items"][number];

describe("the 'Papierkorb' list (the back-office DataTable)", () => {
  it("shows the count, the columns and a row with restore and purge", async () => {
    const html = await render({ items: [item], total: 1, page: 1, pageCount: 1, query: {} });
    expect(html).toContain('data-testid="list-count"');
    expect(html).toMatch(/1 Eintrag</);
    expect(html).toContain('data-testid="trash-row"');
    for (const header of ["Art", "Name", "Gelöscht von", "Gelöscht am", "Verbleibend"]) expect(html).toContain(`>${header}</th>`);
    expect(html).toContain("Schöner Laden");
    expect(html).toContain("gelöschtes Konto");
    expect(html).toContain("noch 24 Tage");
    expect(html).toContain("Wiederherstellen: Schöner Laden");
  });

  it("says the bin is empty, or that nothing matches a filter", async () => {
    expect(await render({ items: [], total: 0, page: 1, pageCount: 1, query: {} })).toContain("Der Papierkorb ist leer.");
    expect(await render({ items: [], total: 0, page: 1, pageCount: 1, query: { q: "x" } })).toContain("Keine Einträge gefunden.");
  });
});
