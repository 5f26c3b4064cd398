import { Link } from "react-router";
import type { Route } from "./+types/so-sortieren-wir";
import { LegalPage } from "~/components/layout/LegalPage";
import { pageMeta } from "~/components/layout/meta";
import { rankingExplanation } from "~/features/providers/freshness/ranking.server";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { formatDateTime, plural } from "~/lib/format";

/** Date of the current version of the formula ('Stand'). */
const RANKING_UPDATED = "2026-11-26";
const TITLE = "So sortieren wir";
const DESCRIPTION =
  "Wie Hanfnetz die Anbieter im Verzeichnis ordnet: ein Bayes-Durchschnitt aus Bewertung und Anzahl der Bewertungen plus ein Bonus für aktuelle Angaben. Featured-Einträge und Anzeigen ändern die Reihenfolge nicht.";

export async function loader() {
  return rankingExplanation();
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(TITLE, DESCRIPTION, matches, { path: "/so-sortieren-wir" });

export const handle: BreadcrumbHandle = { breadcrumb: () => TITLE };

const de = (n: number, digits = 2) => n.toLocaleString("de-DE", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export default function RankingPage({ loaderData }: Route.ComponentProps) {
  const { priorMean: m, computedAt, constants: k, examples } = loaderData;
  const [a, b] = examples;
  return (
    <LegalPage title={TITLE} updated={RANKING_UPDATED}>
      <p>
        Ohne Suchbegriff zeigen wir dir die Anbieter in einer festen, öffentlichen Reihenfolge. Niemand kann sich dort nach oben kaufen: Sie ergibt sich nur aus
        den Bewertungen der Community und daraus, wie aktuell die Angaben eines Eintrags sind. Bei gleicher Punktzahl entscheidet der Name (A–Z). Mit einem
        Suchbegriff kommen zuerst die Treffer, die am besten zu deiner Suche passen.
      </p>

      <h2 id="sortierungen">Die Sortierungen zur Auswahl</h2>
      <p>Über der Ergebnisliste wählst du unter „Sortieren nach“, wie die Anbieter geordnet werden:</p>
      <dl className="grid gap-y-2" data-testid="sort-options">
        <dt className="font-semibold">Empfohlen (Standard)</dt>
        <dd>Die öffentliche Reihenfolge nach der Punktzahl unten. Mit einem Suchbegriff kommen zuerst die Treffer, die am besten passen.</dd>
        <dt className="font-semibold">Beste Bewertung</dt>
        <dd>Der höchste Durchschnitt der Sterne zuerst; bei gleichem Durchschnitt der Eintrag mit mehr Bewertungen. Einträge ohne Bewertung stehen am Ende.</dd>
        <dt className="font-semibold">Meiste Bewertungen</dt>
        <dd>Die Einträge mit den meisten veröffentlichten Bewertungen zuerst; bei gleicher Anzahl der bessere Durchschnitt.</dd>
        <dt className="font-semibold">Neueste</dt>
        <dd>Die zuletzt ins Verzeichnis aufgenommenen Einträge zuerst.</dd>
        <dt className="font-semibold">Entfernung</dt>
        <dd>
          Nur wenn du unter „Wo?“ einen Ort, eine Postleitzahl oder deinen Standort angibst – dann ist sie voreingestellt: der nächste Anbieter im gewählten
          Umkreis zuerst. Die anderen Sortierungen ordnen dann alle Anbieter im Umkreis (gezeigt werden höchstens 200).
        </dd>
      </dl>
      <p>Die Sortierung steht in der Adresse (zum Beispiel „?sortierung=neueste“), so kannst du eine sortierte Liste teilen.</p>

      <h2>Die Formel</h2>
      <p className="rounded-card border border-border bg-surface-muted p-4 font-mono text-sm" data-testid="ranking-formula">
        Punktzahl = (C × m + Summe der Sterne) ÷ (C + Anzahl der Bewertungen) + Aktualitätsbonus
      </p>
      <ul>
        <li>
          <strong>Bayes-Durchschnitt:</strong> Jeder Eintrag startet so, als hätte er schon C Bewertungen mit dem Durchschnitt aller Anbieter (m). Ein Eintrag
          mit einer einzigen 5-Sterne-Bewertung überholt so nicht sofort einen Anbieter mit vielen guten Bewertungen. Je mehr Bewertungen ein Eintrag hat, desto
          mehr zählt sein eigener Schnitt.
        </li>
        <li>
          <strong>Aktualitätsbonus:</strong> Wurden die Angaben in den letzten {k.freshFullDays} Tagen aktualisiert, gibt es {de(k.freshBonus, 1)} Punkte.
          Danach wird der Bonus gleichmäßig kleiner und ist nach {k.freshZeroDays} Tagen 0.
        </li>
        <li>
          Gezählt werden nur veröffentlichte Bewertungen. Die Punktzahl wird neu berechnet, sobald eine Bewertung oder die Angaben eines Eintrags sich ändern,
          und einmal am Tag für alle Einträge (der Bonus nimmt mit der Zeit ab).
        </li>
      </ul>

      <h2>Die Werte, die gerade gelten</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="ranking-constants">
        <dt className="font-semibold">m</dt>
        <dd data-ranking-m={m}>{de(m)} Sterne (Durchschnitt aller freigegebenen Anbieter mit Bewertungen, täglich neu)</dd>
        <dt className="font-semibold">C</dt>
        <dd data-ranking-c={k.priorWeight}>{k.priorWeight}</dd>
        <dt className="font-semibold">Bonus</dt>
        <dd data-ranking-bonus={k.freshBonus} data-ranking-full-days={k.freshFullDays} data-ranking-zero-days={k.freshZeroDays}>
          {de(k.freshBonus, 1)} bis {k.freshFullDays} Tage, 0 ab {k.freshZeroDays} Tagen
        </dd>
        <dt className="font-semibold">Berechnet</dt>
        <dd data-ranking-computed-at={computedAt ?? ""}>
          {computedAt ? `am ${formatDateTime(computedAt)} Uhr (das Alter der Angaben zählt ab diesem Zeitpunkt)` : "noch nicht"}
        </dd>
      </dl>

      <h2>Ein Beispiel</h2>
      {a && b ? (
        <ul>
          <li>
            Anbieter A hat {plural(a.reviewCount, "Bewertung", "Bewertungen")} mit {de(a.averageRating, 1)} Sternen, die Angaben sind{" "}
            {plural(a.ageDays, "Tag", "Tage")} alt: ({k.priorWeight} × {de(m)} + {de(a.averageRating * a.reviewCount, 1)}) ÷ ({k.priorWeight} + {a.reviewCount})
            = {de(a.bayes)}, dazu {de(a.bonus)} Bonus: <strong>{de(a.score)} Punkte</strong>.
          </li>
          <li>
            Anbieter B hat {plural(b.reviewCount, "Bewertung", "Bewertungen")} mit {de(b.averageRating, 1)} Sternen, die Angaben sind{" "}
            {plural(b.ageDays, "Tag", "Tage")} alt: ({k.priorWeight} × {de(m)} + {de(b.averageRating * b.reviewCount, 1)}) ÷ ({k.priorWeight} + {b.reviewCount})
            = {de(b.bayes)}, dazu {de(b.bonus)} Bonus: <strong>{de(b.score)} Punkte</strong>.
          </li>
        </ul>
      ) : null}

      <h2>Featured und Anzeigen</h2>
      <p>
        Einträge mit dem Hinweis „Featured“ sind von uns hervorgehoben. Sie tragen immer dieses Label und stehen an der Stelle, die ihnen die Formel gibt –
        „Featured“ schiebt keinen Eintrag nach oben. Werbebanner sind immer mit „Anzeige“ gekennzeichnet und stehen außerhalb der Liste.
      </p>

      <h2>Stimmt etwas nicht?</h2>
      <p>
        Auf jeder Anbieterseite siehst du, wann die Angaben zuletzt aktualisiert wurden. Wenn etwas nicht mehr stimmt, melde es dort mit „Veraltete Info
        melden“. Zurück zum <Link to="/#anbieter">Verzeichnis</Link>.
      </p>
    </LegalPage>
  );
}
