import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/lib/i18n.server";
import type { SecurityEventRow } from "./dashboard.server";
import { SecurityEventsTable } from "./SecurityTables";

const render = (rows: SecurityEventRow[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <I18nextProvider i18n={createServerI18n()}>
        <SecurityEventsTable rows={rows} />
      </I18nextProvider>
    </MemoryRouter>,
  );

describe("the security dashboard's lists (the back-office DataTable)", () => {
  it("shows the count, the columns and the event's German severity", () => {
    const row = {
      id: "e1",
      createdAt: "2026-11-20T10:00:00.000Z",
      eventType: "context_menu_blocked",
      severity: "high",
      username: null,
      ipAddress: "203.0.113.9",
      details: { path: "/" },
    } as unknown as SecurityEventRow;
    const html = render([row]);
    expect(html).toContain('data-testid="security-events"');
    expect(html).toMatch(/1 Ereignis</);
    for (const header of ["Zeitpunkt", "Ereignis", "Schweregrad", "Benutzer", "IP-Adresse", "Details"]) expect(html).toContain(`>${header}</th>`);
    expect(html).toContain("context_menu_blocked");
    expect(html).toContain("Hoch");
    expect(html).toContain("path: /");
  });

  it("says when there is nothing", () => {
    expect(render([])).toContain("Keine Sicherheitsereignisse.");
  });
});
