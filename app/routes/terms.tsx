import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/layout/LegalPage";
import { pageMeta } from "~/components/layout/meta";
import { ContactEmail, OperatorAddressLine } from "~/components/layout/OperatorDetails";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";

/** Date of the current version of this text ('Stand'). */
const TERMS_UPDATED = "2026-11-23";

/** Binding figures of the terms (spec 1 section 2 "Other"; spec README: the site's age gate is 18). */
const MIN_REGISTRATION_AGE = 16;
const PARENTAL_CONSENT_UNTIL_AGE = 18;
const OBJECTION_PERIOD_WEEKS = 4;

const TITLE = "Nutzungsbedingungen (AGB)";
const DESCRIPTION =
  "Die Nutzungsbedingungen von Hanfnetz: Registrierung ab 16 Jahren, Regeln für Einträge, Bewertungen und Blogartikel, Haftung, Änderungen und deutsches Recht.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(TITLE, DESCRIPTION, matches, { path: "/terms" });

export const handle: BreadcrumbHandle = { breadcrumb: () => "AGB" };

export default function TermsPage() {
  return (
    <LegalPage title={TITLE} updated={TERMS_UPDATED}>
      <h2>§&nbsp;1 Geltungsbereich und Betreiber</h2>
      <p>
        Diese Nutzungsbedingungen regeln die Nutzung der Plattform Hanfnetz (im Folgenden „Plattform“), betrieben von der <OperatorAddressLine /> (im Folgenden
        „wir“). Sie gelten für alle Besucherinnen und Besucher und für alle registrierten Mitglieder. Abweichende Bedingungen von Nutzerinnen und Nutzern gelten
        nicht.
      </p>

      <h2>§&nbsp;2 Leistungen der Plattform</h2>
      <p>
        Hanfnetz ist ein deutschsprachiges Verzeichnis und eine Community rund um Cannabis-Kultur. Die Plattform bietet unter anderem ein Verzeichnis von
        Anbietern (z.&nbsp;B. Cannabis Social Clubs, Shops, Events und Creator), Bewertungen, Blogartikel der Mitglieder, Gutscheincodes, Verlosungen, Favoriten
        und öffentliche Profile. Die Grundfunktionen sind kostenlos. Einzelne Zusatzfunktionen, etwa die Berechtigung zum Erstellen eigener Verlosungen, können
        kostenpflichtig sein; der Preis wird vor dem Kauf deutlich angezeigt.
      </p>
      <p>
        Die Plattform finanziert sich auch über Anzeigen, die wir selbst ausliefern und mit „Anzeige“ kennzeichnen. Beim ersten Besuch fragen wir, ob du
        mindestens 18 Jahre alt bist, und bitten um deine Auswahl im Cookie-Banner; Einzelheiten dazu stehen in der{" "}
        <Link to="/privacy">Datenschutzerklärung</Link>.
      </p>
      <p>
        Über die Plattform werden keine Cannabisprodukte verkauft oder vermittelt. Wir bemühen uns um eine möglichst unterbrechungsfreie Verfügbarkeit, können
        diese aber nicht garantieren; Wartungsarbeiten und Störungen sind möglich.
      </p>

      <h2>§&nbsp;3 Registrierung und Mindestalter</h2>
      <ol>
        <li>Für bestimmte Funktionen ist eine Registrierung erforderlich. Die Registrierung ist ab einem Alter von {MIN_REGISTRATION_AGE} Jahren möglich.</li>
        <li>
          Personen zwischen {MIN_REGISTRATION_AGE} und {PARENTAL_CONSENT_UNTIL_AGE} Jahren dürfen sich nur mit Zustimmung ihrer Erziehungsberechtigten
          registrieren. Mit der Registrierung bestätigen sie, dass diese Zustimmung vorliegt.
        </li>
        <li>
          Hinweis: Unabhängig davon ist der Zugang zur Website durch eine Altersabfrage auf Personen ab 18 Jahren beschränkt, weil sich die Inhalte rund um
          Cannabis ausschließlich an Erwachsene richten.
        </li>
        <li>Jede Person darf nur ein Konto anlegen. Deine Angaben müssen wahr sein; ändern sie sich, aktualisiere sie bitte.</li>
        <li>Halte dein Passwort geheim. Wenn du den Verdacht hast, dass jemand dein Konto missbraucht, ändere dein Passwort und informiere uns.</li>
        <li>Ein Anspruch auf Registrierung besteht nicht.</li>
      </ol>

      <h2>§&nbsp;4 Verhaltensregeln</h2>
      <p>Auf Hanfnetz gehen wir respektvoll miteinander um. Nicht erlaubt ist insbesondere:</p>
      <ul>
        <li>der Handel mit oder das Anbieten von Cannabis, anderen Betäubungsmitteln oder verschreibungspflichtigen Arzneimitteln;</li>
        <li>
          Inhalte, die gegen geltendes Recht verstoßen, insbesondere gegen das Konsumcannabisgesetz, den Jugendschutz, das Strafrecht, das Urheberrecht oder
          Persönlichkeitsrechte;
        </li>
        <li>Werbung für Cannabis, die sich an Minderjährige richtet;</li>
        <li>Beleidigungen, Hassrede, Belästigung, Drohungen und diskriminierende Inhalte;</li>
        <li>gefälschte oder gekaufte Bewertungen sowie Bewertungen eigener Angebote oder von Mitbewerbern;</li>
        <li>Spam, Kettenbriefe und unerwünschte Werbung;</li>
        <li>die Veröffentlichung personenbezogener Daten anderer ohne deren Einwilligung;</li>
        <li>Versuche, die Plattform zu stören, Sicherheitsmaßnahmen zu umgehen oder Daten automatisiert auszulesen.</li>
      </ul>

      <h2>§&nbsp;5 Deine Inhalte</h2>
      <ol>
        <li>
          Für Inhalte, die du veröffentlichst (z.&nbsp;B. Anbieter-Einträge, Bewertungen, Blogartikel, Bilder, Gutscheincodes), bist du selbst verantwortlich.
          Du versicherst, dass du die nötigen Rechte daran besitzt, insbesondere an Bildern.
        </li>
        <li>
          Du behältst alle Rechte an deinen Inhalten. Du räumst uns ein einfaches, unentgeltliches, räumlich unbeschränktes Recht ein, sie für die Dauer ihrer
          Veröffentlichung auf der Plattform anzuzeigen, technisch zu bearbeiten (z.&nbsp;B. Bilder zu verkleinern) und in Feeds, Sitemaps und Vorschauen auf
          der Plattform zu nutzen.
        </li>
        <li>
          Bewertungen müssen auf eigenen Erfahrungen beruhen. Erfahrungsberichte über Cannabis sind keine medizinische Beratung und dürfen nicht als solche
          dargestellt werden.
        </li>
      </ol>

      <h2>§&nbsp;6 Prüfung, Freigabe und Entfernung von Inhalten</h2>
      <p>
        Neue Anbieter-Einträge und Gutscheincodes werden vor der Veröffentlichung von uns geprüft. Ein Anspruch auf Veröffentlichung besteht nicht. Wir dürfen
        Inhalte ganz oder teilweise entfernen, sperren oder ändern, wenn sie gegen diese Bedingungen oder geltendes Recht verstoßen oder wenn uns ein
        begründeter Hinweis darauf vorliegt. Rechtswidrige Inhalte kannst du uns jederzeit an <ContactEmail /> melden; wir prüfen jede Meldung und informieren
        dich über das Ergebnis.
      </p>

      <h2>§&nbsp;7 Gutscheincodes und Verlosungen</h2>
      <p>
        Gutscheincodes werden von Mitgliedern und Anbietern eingereicht. Für ihre Gültigkeit und die Bedingungen des jeweiligen Händlers übernehmen wir keine
        Gewähr. Das Einreichen von Gutscheincodes setzt eine gewisse Aktivität auf der Plattform voraus; die Voraussetzungen werden auf der Seite angezeigt.
      </p>
      <p>
        Für Verlosungen gelten zusätzlich die bei der jeweiligen Verlosung genannten Teilnahmebedingungen. Veranstalter einer Verlosung ist, wer sie erstellt
        hat; er ist für die Gewinnübergabe verantwortlich. Die Teilnahme ist kostenlos.
      </p>

      <h2>§&nbsp;8 Kündigung und Sperrung</h2>
      <ol>
        <li>Du kannst dein Konto jederzeit ohne Angabe von Gründen in deinem Konto löschen oder uns per E-Mail um die Löschung bitten.</li>
        <li>
          Wir können die Nutzung mit einer Frist von zwei Wochen kündigen. Das Recht zur außerordentlichen Kündigung bleibt unberührt. Bei Verstößen gegen diese
          Bedingungen können wir je nach Schwere eine Verwarnung aussprechen, Inhalte entfernen oder das Konto vorübergehend oder dauerhaft sperren. Dabei
          berücksichtigen wir deine berechtigten Interessen.
        </li>
      </ol>

      <h2>§&nbsp;9 Keine Beratung</h2>
      <p>
        Alle Inhalte auf Hanfnetz dienen der allgemeinen Information. Sie sind weder medizinische noch rechtliche Beratung und ersetzen nicht den Rat von
        Ärztinnen, Ärzten, Apothekerinnen, Apothekern oder Rechtsanwältinnen und Rechtsanwälten.
      </p>

      <h2>§&nbsp;10 Haftung</h2>
      <ol>
        <li>
          Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach
          dem Produkthaftungsgesetz.
        </li>
        <li>
          Bei leichter Fahrlässigkeit haften wir nur bei Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Nutzung der Plattform
          überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst; in diesem Fall ist die Haftung auf den vorhersehbaren,
          typischerweise eintretenden Schaden begrenzt.
        </li>
        <li>
          Für Inhalte von Mitgliedern und für Angebote der im Verzeichnis aufgeführten Anbieter sind wir nicht verantwortlich, solange wir keine Kenntnis von
          einer Rechtsverletzung haben.
        </li>
      </ol>

      <h2>§&nbsp;11 Änderungen dieser Nutzungsbedingungen</h2>
      <p>
        Wir können diese Nutzungsbedingungen ändern, wenn dafür ein sachlicher Grund besteht, etwa neue Funktionen oder geänderte rechtliche Anforderungen. Über
        Änderungen informieren wir registrierte Mitglieder spätestens {OBJECTION_PERIOD_WEEKS} Wochen vor ihrem Inkrafttreten per E-Mail. Du kannst den
        Änderungen innerhalb von {OBJECTION_PERIOD_WEEKS} Wochen nach Zugang der Mitteilung widersprechen. Widersprichst du nicht fristgerecht, gelten die
        geänderten Bedingungen als angenommen; auf diese Folge weisen wir in der Mitteilung gesondert hin. Widersprichst du, können beide Seiten den
        Nutzungsvertrag kündigen.
      </p>

      <h2>§&nbsp;12 Datenschutz</h2>
      <p>
        Wie wir mit deinen Daten umgehen, erklären wir in unserer <Link to="/privacy">Datenschutzerklärung</Link>.
      </p>

      <h2>§&nbsp;13 Schlussbestimmungen</h2>
      <ol>
        <li>
          Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucherin oder Verbraucher mit gewöhnlichem
          Aufenthalt in einem anderen Staat der EU, bleiben die zwingenden Verbraucherschutzvorschriften dieses Staates unberührt.
        </li>
        <li>Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</li>
        <li>Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.</li>
      </ol>
    </LegalPage>
  );
}
