import { Link } from "react-router";
import type { Route } from "./+types/imprint";
import { LegalPage } from "~/components/layout/LegalPage";
import { pageMeta } from "~/components/layout/meta";
import { ContactEmail, ContactPhone, OperatorAddress, useOperator } from "~/components/layout/OperatorDetails";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

/** Date of the current version of this text ('Stand'). The operator data: the site settings (/admin/site-settings). */
const IMPRINT_UPDATED = "2026-11-23";

const TITLE = "Impressum";
const DESCRIPTION = "Impressum von Hanfnetz: Anbieterkennzeichnung nach § 5 DDG, Kontakt und Verantwortliche für die Inhalte.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(TITLE, DESCRIPTION, matches, { path: "/imprint" });

export const handle: BreadcrumbHandle = { breadcrumb: () => "Impressum" };

export default function ImprintPage() {
  const op = useOperator();
  const register = [
    op.representative ? `Vertreten durch: ${op.representative}` : "",
    op.registerCourt ? `Registergericht: ${op.registerCourt}` : "",
    op.registerNumber ? `Registernummer: ${op.registerNumber}` : "",
  ].filter(Boolean);
  return (
    <LegalPage title={TITLE} updated={IMPRINT_UPDATED}>
      {/* == operator block: the site settings' operator data (issue #16) == */}
      <h2>Angaben gemäß §&nbsp;5 DDG</h2>
      <OperatorAddress country />
      {register.length ? (
        <p>
          {register.map((line, i) => (
            <span key={line}>
              {i > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </p>
      ) : null}

      <h2>Kontakt</h2>
      <p>
        E-Mail: <ContactEmail />
        {op.phone ? (
          <>
            <br />
            Telefon: <ContactPhone />
          </>
        ) : null}
      </p>

      {op.vatId ? (
        <>
          <h2>Umsatzsteuer-Identifikationsnummer</h2>
          <p>Umsatzsteuer-Identifikationsnummer gemäß §&nbsp;27 a Umsatzsteuergesetz: {op.vatId}</p>
        </>
      ) : null}

      <h2>Verantwortlich für den Inhalt nach §&nbsp;18 Abs.&nbsp;2 MStV</h2>
      {op.responsible ? <OperatorAddress name={op.responsible} /> : <p className="italic">Die Angaben zum Betreiber werden gerade ergänzt.</p>}
      {/* == end operator block == */}

      <h2>Verbraucherstreitbeilegung</h2>
      <p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>

      <h2>Haftung für Inhalte</h2>
      <p>
        Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Für Inhalte, die Mitglieder
        veröffentlichen (z.&nbsp;B. Anbieter-Einträge, Bewertungen und Blogartikel), sind wir nach dem Digital Services Act (Verordnung (EU) 2022/2065) erst
        verantwortlich, wenn wir Kenntnis von einer konkreten Rechtsverletzung erhalten. Dann entfernen wir den betreffenden Inhalt umgehend. Rechtswidrige
        Inhalte kannst du uns jederzeit an <ContactEmail /> melden.
      </p>

      <h2>Haftung für Links</h2>
      <p>
        Unser Angebot enthält Links zu externen Websites, auf deren Inhalte wir keinen Einfluss haben. Für diese fremden Inhalte ist stets der jeweilige
        Anbieter oder Betreiber verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf mögliche Rechtsverstöße geprüft; rechtswidrige
        Inhalte waren nicht erkennbar. Werden uns Rechtsverletzungen bekannt, entfernen wir die Links umgehend.
      </p>

      <h2>Urheberrecht</h2>
      <p>
        Die von uns erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht. Beiträge und Bilder der Mitglieder bleiben deren
        Eigentum. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen der schriftlichen Zustimmung der jeweiligen
        Rechteinhaber.
      </p>

      <h2>Jugendschutz und Hinweis</h2>
      <p>
        Die Inhalte dieser Website richten sich ausschließlich an Erwachsene ab 18 Jahren (beim ersten Besuch fragen wir das Alter ab) und dienen der
        allgemeinen Information. Anzeigen sind mit „Anzeige“ gekennzeichnet. Sie sind weder medizinische noch rechtliche Beratung. Weitere Regeln findest du in
        unseren <Link to="/terms">Nutzungsbedingungen</Link> und in der <Link to="/privacy">Datenschutzerklärung</Link>.
      </p>
    </LegalPage>
  );
}
