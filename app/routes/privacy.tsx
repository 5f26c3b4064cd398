import { Link } from "react-router";
import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/layout/LegalPage";
import { pageMeta } from "~/components/layout/meta";
import { ContactEmail, OperatorAddress } from "~/components/layout/OperatorDetails";
import { CookieTable } from "~/features/consent/CookieTable";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import { ANALYTICS_RETENTION_MONTHS, RETENTION_DAYS } from "~/lib/retention";
import { UNREFERENCED_UPLOAD_HOURS, UPLOAD_QUOTA } from "~/lib/upload-limits";

/** Date of the current version of this text ('Stand'). */
const PRIVACY_UPDATED = "2026-11-23";

const TITLE = "Datenschutzerklärung";
const DESCRIPTION =
  "Wie Hanfnetz deine Daten verarbeitet: Konto, Profil, Inhalte, Anmeldeprotokolle, Cookies, Altersabfrage, Reichweitenmessung nur mit Einwilligung, Anzeigen, Sicherheitsprotokoll und deine Rechte nach der DSGVO.";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(TITLE, DESCRIPTION, matches, { path: "/privacy" });

export const handle: BreadcrumbHandle = { breadcrumb: () => "Datenschutz" };

export default function PrivacyPage() {
  return (
    <LegalPage title={TITLE} updated={PRIVACY_UPDATED}>
      <p>
        Der Schutz deiner persönlichen Daten ist uns wichtig. In dieser Datenschutzerklärung erfährst du, welche Daten wir verarbeiten, wenn du Hanfnetz
        besuchst oder ein Konto nutzt, zu welchen Zwecken und auf welcher Rechtsgrundlage das geschieht und welche Rechte du hast. Grundlage sind die
        Datenschutz-Grundverordnung (DSGVO), das Bundesdatenschutzgesetz (BDSG) und das Telekommunikation-Digitale-Dienste-Datenschutz-Gesetz (TDDDG).
      </p>

      <h2>1. Verantwortlicher</h2>
      <p>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</p>
      <OperatorAddress email />
      <p>
        Weitere Angaben findest du im <Link to="/imprint">Impressum</Link>. Bei allen Fragen zum Datenschutz erreichst du uns unter der genannten
        E-Mail-Adresse.
      </p>

      <h2>2. Das Wichtigste in Kürze</h2>
      <ul>
        <li>
          Hanfnetz läuft auf unserem eigenen Server. Datenbank und Dateispeicher (z.&nbsp;B. hochgeladene Bilder) betreiben wir selbst; wir nutzen keinen
          externen Backend-Dienst.
        </li>
        <li>Beim Aufruf der Seiten wird nichts von fremden Servern nachgeladen: Schriften, Skripte und Bilder liefern wir selbst aus.</li>
        <li>
          Ohne deine Einwilligung speichern wir auf deinem Gerät nur, was technisch nötig ist (Anmeldung, Altersbestätigung, deine Cookie-Auswahl).
          Seitenaufrufe messen wir mit einem internen Analysewerkzeug und nur, wenn du im Cookie-Banner „Analyse“ erlaubt hast. Daten geben wir nicht zu
          Werbezwecken an Dritte weiter.
        </li>
        <li>Du kannst deine Daten jederzeit in deinem Konto exportieren und dein Konto löschen.</li>
      </ul>

      <h2>3. Hosting und Server-Protokolle</h2>
      <p>
        Die Website wird auf einem von uns betriebenen Server (Backend-Host) in einem Rechenzentrum in Deutschland bereitgestellt. Auf diesem Server liegen auch
        die Datenbank mit den unten genannten Daten und der Dateispeicher für hochgeladene Bilder. Soweit ein Rechenzentrumsbetreiber technisch Zugriff haben
        könnte, haben wir mit ihm einen Vertrag zur Auftragsverarbeitung nach Art.&nbsp;28 DSGVO geschlossen.
      </p>
      <p>
        Bei jedem Aufruf verarbeitet der Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Referrer, Statuscode,
        übertragene Datenmenge sowie Browser und Betriebssystem (User-Agent). Diese Daten brauchen wir, um die Seiten auszuliefern, Fehler zu finden und
        Angriffe abzuwehren. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren und stabilen Betrieb (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f
        DSGVO). Die Server-Protokolle werden nach 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls länger benötigt werden.
      </p>

      <h2>4. Welche Daten wir verarbeiten</h2>
      <h3>Kontodaten</h3>
      <p>
        Wenn du dich registrierst, speichern wir deine E-Mail-Adresse, ein Passwort (nur als sicherer Hash, nie im Klartext), deinen Benutzernamen sowie Datum
        der Registrierung und der Bestätigung deiner E-Mail-Adresse. Bist du über einen Empfehlungslink gekommen, speichern wir, über welchen Link die
        Registrierung erfolgte. Rechtsgrundlage ist die Erfüllung des Nutzungsvertrags (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b DSGVO).
      </p>
      <h3>Profildaten</h3>
      <p>
        Freiwillige Angaben in deinem Profil, etwa Profilbild, Beschreibung, Links zu sozialen Netzwerken, Lieblingsanbieter und deine Aktivitätsstufe, sind
        öffentlich sichtbar. Du entscheidest selbst, was du angibst, und kannst es jederzeit ändern oder löschen.
      </p>
      <h3>Inhalte</h3>
      <p>
        Von dir eingereichte Anbieter-Einträge, Bewertungen, Hilfreich-Markierungen, Blogartikel, Gutscheincodes, Favoriten, gefolgte Autorinnen und Autoren
        sowie Teilnahmen an Verlosungen speichern wir, um sie auf der Plattform anzuzeigen und die Funktionen bereitzustellen (Art.&nbsp;6 Abs.&nbsp;1
        lit.&nbsp;b DSGVO). Artikel und Bewertungen erscheinen öffentlich mit deinem Benutzernamen; Bewertungen und Anbieter-Einträge kannst du auf Wunsch
        anonym einreichen. Anonyme Beiträge zeigen wir anderen ohne Namen, ohne Profil-Link und ohne dass sie in deinem öffentlichen Profil oder deinen
        öffentlichen Aktivitätspunkten erscheinen; nur du und die Administratoren sehen, dass sie von dir sind. Erwirbst du eine Berechtigung zum Erstellen von
        Verlosungen, speichern wir Betrag, Laufzeit und Zeitpunkt des Kaufs; die gesetzlichen Aufbewahrungspflichten (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;c DSGVO)
        bleiben unberührt.
      </p>
      <h3>Hochgeladene Bilder</h3>
      <p>
        Bilder, die du hochlädst (Profilbild, Bilder zu Einträgen, Bewertungen und Artikeln), prüfen wir auf dem Server und speichern sie ohne Metadaten unter
        einem zufälligen Dateinamen, der weder deinen Namen noch deine Kennung enthält; wer ein Bild hochgeladen hat, wissen nur wir. So führt das Bild einer
        anonymen Bewertung nicht zu deinem Profil. Ein Bild, das du hochlädst, aber in keinem Beitrag verwendest, löschen wir nach {UNREFERENCED_UPLOAD_HOURS}{" "}
        Stunden; ein ersetztes oder entferntes Bild löschen wir sofort. Innerhalb von 24 Stunden kannst du höchstens {UPLOAD_QUOTA.files} Bilder bzw.{" "}
        {UPLOAD_QUOTA.bytes / 1024 / 1024} MB hochladen. Abgelehnte Dateien (etwa solche, die keine Bilder sind) protokollieren wir mit Dateiname, Typ, Größe,
        Zeitpunkt und IP-Adresse, um Angriffe zu erkennen.
      </p>
      <h3>Anmeldeprotokolle und Sicherheit</h3>
      <p>
        Bei jeder Anmeldung speichern wir Zeitpunkt, IP-Adresse und User-Agent. Außerdem protokollieren wir sicherheitsrelevante Ereignisse (z.&nbsp;B. gehäufte
        Fehlversuche oder auffällige Anfragen) und begrenzen die Zahl bestimmter Aktionen pro Zeit. So schützen wir dein Konto vor Missbrauch und die Plattform
        vor automatisierten Angriffen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO). Wie lange wir diese Daten aufbewahren, steht in Abschnitt 9.
      </p>
      <h3>Benachrichtigungen und E-Mails</h3>
      <p>
        Nachrichten in deinem Posteingang auf der Plattform (z.&nbsp;B. zu Verlosungen) speichern wir, bis du sie oder dein Konto löschst. E-Mails, die für dein
        Konto nötig sind, etwa zur Bestätigung der Adresse oder zum Zurücksetzen des Passworts, versenden wir über unseren eigenen Mailserver.
      </p>
      <h3>Aufrufzähler von Artikeln, Profilen, Einträgen, Anzeigen und dem Hinweis-Popup</h3>
      <p>
        Wie oft ein Blogartikel, ein Profil oder ein Anbieter-Eintrag aufgerufen, ein Profil-Link angeklickt und das Hinweis-Popup gesehen wurde, zählen wir
        ohne Cookie und ohne Einwilligung, aber auch ohne etwas über dich zu speichern: Damit ein Besuch nur einmal am Tag zählt, bildet der Server aus
        IP-Adresse und User-Agent eine Prüfsumme, die mit einem täglich wechselnden geheimen Schlüssel gebildet wird. Gespeichert wird nur diese Prüfsumme, nie
        die IP-Adresse oder der User-Agent; sie lässt sich nicht auf die IP-Adresse zurückführen, wird nicht auf deinem Gerät gespeichert und ist am nächsten
        Tag eine andere. Bist du angemeldet, zählt dein Konto statt der Prüfsumme (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO).
      </p>
      <h3>Reichweitenmessung (nur mit Einwilligung)</h3>
      <p>Siehe Abschnitt 6. Ohne deine Einwilligung werden keine Seitenaufrufe erfasst.</p>

      <h2>5. Cookies und lokale Speicherung</h2>
      <p>
        Beim ersten Besuch fragen wir nach deinem Alter und zeigen danach ein Cookie-Banner. Dort wählst du „Alle akzeptieren“, „Nur notwendige“ oder eine
        eigene Auswahl der Kategorien Analyse, Marketing und Präferenzen. Deine Wahl kannst du jederzeit über „Cookie-Einstellungen“ im Footer ändern oder
        widerrufen. Diese Speicherungen verwenden wir:
      </p>
      <CookieTable />
      <p>
        Für die notwendigen Einträge ist Rechtsgrundlage §&nbsp;25 Abs.&nbsp;2 Nr.&nbsp;2 TDDDG (unbedingt erforderliche Speicherung) in Verbindung mit
        Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;b und f DSGVO, für die Besucherkennung der Reichweitenmessung deine Einwilligung (§&nbsp;25 Abs.&nbsp;1 TDDDG,
        Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;a DSGVO). Marketing- und Präferenz-Cookies setzen wir derzeit nicht ein; wir speichern nur deine Wahl. Werbe- oder
        Tracking-Cookies von Drittanbietern setzen wir nicht ein.
      </p>
      <p>
        Die Altersabfrage ist keine Altersprüfung: Wir speichern nur, dass du auf „Ja“ geklickt hast. Mit „Nein“ verlässt du die Website und wirst zu den
        Informationsseiten der Bundeszentrale für gesundheitliche Aufklärung zur Cannabisprävention weitergeleitet. Suchmaschinen sehen die Inhalte ohne
        Altersabfrage.
      </p>

      <h2>6. Internes Analysewerkzeug, Anzeigen und Popups</h2>
      <p>
        Um zu verstehen, welche Inhalte gelesen werden, zählen wir Seitenaufrufe mit einem selbst entwickelten Analysewerkzeug, aber nur, wenn du im
        Cookie-Banner der Kategorie „Analyse“ zugestimmt hast (§&nbsp;25 Abs.&nbsp;1 TDDDG, Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;a DSGVO). Bei jedem Seitenwechsel
        erfassen wir: die zufällige Besucherkennung aus deinem Browser, die aufgerufene Seite (ohne Parameter), den Seitentitel, die vorherige Seite bzw. die
        verweisende Website (ohne Parameter), den User-Agent, Bildschirm- und Fenstergröße, ob es ein Mobilgerät ist und ob du an einem früheren Tag schon da
        warst, sowie den Zeitpunkt. Eine IP-Adresse speichern wir dabei nicht. Die Daten bleiben auf unserem Server, werden nicht an Dritte weitergegeben und
        nicht mit anderen Websites verknüpft. Aufrufe von Suchmaschinen-Bots und Administratoren werden nicht gezählt. Wir löschen die Einzeldaten nach{" "}
        {ANALYTICS_RETENTION_MONTHS} Monaten.
      </p>
      <p>
        Du kannst deine Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen: Öffne „Cookie-Einstellungen“ im Footer und entferne den Haken bei
        „Analyse“. Dann löschen wir die Besucherkennung aus deinem Browser und zählen keine Seitenaufrufe mehr.
      </p>
      <p>
        Anzeigen auf Hanfnetz sind mit „Anzeige“ gekennzeichnet und werden von uns selbst ausgeliefert; Werbenetzwerke Dritter nutzen wir nicht. Wird eine
        Anzeige gezeigt, angeklickt oder geschlossen, speichern wir nur das Ereignis mit Anzeige und Zeitpunkt, nichts über dich: keine Seite, keine verweisende
        Seite, keinen User-Agent und keine Sitzungskennung. Welche Anzeigen du geschlossen hast, merkt sich dein Browser im Sitzungsspeicher (sessionStorage)
        bis zum Ende der Browsersitzung. Beim seitenweiten Hinweis-Popup zählen wir Ansicht, Schließen, „Gefällt mir“ und Teilen mit der täglichen Prüfsumme aus
        Abschnitt 4 (bei angemeldeten Mitgliedern mit dem Konto); dass du es schon gesehen hast, merkt sich ebenfalls nur dein Browser für die Sitzung.
        Ausgewertet wird nur zusammengefasst (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO); die Ereignisse löschen wir nach {ANALYTICS_RETENTION_MONTHS} Monaten.
      </p>

      <h2>7. Sicherheitsprotokoll</h2>
      <p>
        Zum Schutz vor Angriffen protokollieren wir sicherheitsrelevante Ereignisse mit Zeitpunkt, Art des Ereignisses, betroffener Seite, IP-Adresse,
        User-Agent und, falls du angemeldet bist, deinem Konto: gesperrte Aktionen nach zu vielen Versuchen, verweigerte Zugriffe, abgelehnte Dateien und
        auffällige Inhalte. Solange die Sicherheitsüberwachung im Browser eingeschaltet ist, blockieren wir außerdem Tastenkürzel der Entwicklerwerkzeuge und
        das Kontextmenü (außerhalb von Eingabefeldern), das Einfügen von Skript-Code außerhalb von Eingabefeldern, und protokollieren auffällige
        Navigationsmuster, gehäufte verweigerte Anfragen und lange Sitzungen (Art.&nbsp;6 Abs.&nbsp;1 lit.&nbsp;f DSGVO). Wie lange wir diese Daten aufbewahren,
        steht in Abschnitt 9.
      </p>

      <h2>8. Empfänger und Übermittlung in Drittländer</h2>
      <p>
        Deine Daten verarbeiten wir auf unseren eigenen Systemen in Deutschland. Eine Übermittlung an Dritte findet nur statt, wenn wir gesetzlich dazu
        verpflichtet sind (etwa auf behördliche Anordnung) oder wenn es zur Abwehr von Angriffen erforderlich ist. Eine Übermittlung in Länder außerhalb der EU
        bzw. des EWR findet nicht statt.
      </p>

      <h2>9. Speicherdauer</h2>
      <p>
        Wir speichern deine Daten, solange dein Konto besteht oder es für die genannten Zwecke nötig ist. Löschst du dein Konto, entfernen wir deine Konto- und
        Profildaten sowie deine Favoriten und Benachrichtigungen. Öffentliche Beiträge werden gelöscht oder, wo sie für andere Mitglieder weiter von Bedeutung
        sind (z.&nbsp;B. Anbieter-Einträge), vom Konto getrennt und ohne Namensnennung angezeigt. Daten, die wir aus gesetzlichen Gründen aufbewahren müssen,
        sperren wir bis zum Ablauf der Frist.
      </p>
      <p>
        Alle Bilder, die du hochgeladen hast, löschen wir mit deinem Konto; Beiträge, die bestehen bleiben, erscheinen danach ohne diese Bilder. Einträge im
        Sicherheitsprotokoll und Aufzeichnungen abgelehnter Dateien bleiben ohne Bezug zu dir (ohne Konto, IP-Adresse und User-Agent) bis zum Ende ihrer Frist
        erhalten. Wo andere Mitglieder dich genannt sehen (Benachrichtigungen über deine Bewertungen und Hilfreich-Stimmen, das Protokoll der Gewinnspiele),
        steht danach „Gelöschtes Mitglied“.
      </p>
      <p>Protokolle löschen wir automatisch (ein Prüflauf jede Stunde):</p>
      <ul>
        <li>Anmeldeprotokolle (Zeitpunkt, IP-Adresse, User-Agent): nach {RETENTION_DAYS.loginLogs} Tagen,</li>
        <li>
          IP-Adressen und User-Agents im Sicherheitsprotokoll, bei abgelehnten Dateien und Empfehlungs-Registrierungen: nach {RETENTION_DAYS.networkDetails}{" "}
          Tagen (übrig bleiben Zählungen ohne Personenbezug),
        </li>
        <li>Einträge im Sicherheitsprotokoll und Aufzeichnungen abgelehnter Dateien: nach {RETENTION_DAYS.securityLog} Tagen,</li>
        <li>Zähler der Begrenzung von Aktionen (mit IP-Adresse bzw. E-Mail-Adresse): einen Tag nach Ablauf,</li>
        <li>abgelaufene Sitzungen und Anmelde- oder Passwort-Links: einen Tag nach Ablauf,</li>
        <li>Seitenaufrufe und Ereignisse der Reichweitenmessung: nach {ANALYTICS_RETENTION_MONTHS} Monaten.</li>
      </ul>

      <h2>10. Deine Rechte</h2>
      <p>Nach der DSGVO hast du gegenüber uns folgende Rechte:</p>
      <ul>
        <li>Auskunft über die zu dir gespeicherten Daten (Art.&nbsp;15 DSGVO),</li>
        <li>Berichtigung unrichtiger Daten (Art.&nbsp;16 DSGVO),</li>
        <li>Löschung deiner Daten (Art.&nbsp;17 DSGVO),</li>
        <li>Einschränkung der Verarbeitung (Art.&nbsp;18 DSGVO),</li>
        <li>Datenübertragbarkeit, also Herausgabe deiner Daten in einem gängigen, maschinenlesbaren Format (Art.&nbsp;20 DSGVO),</li>
        <li>Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art.&nbsp;21 DSGVO),</li>
        <li>Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art.&nbsp;7 Abs.&nbsp;3 DSGVO).</li>
      </ul>
      <p>
        Den Export deiner Daten und die Löschung deines Kontos kannst du jederzeit selbst auf deiner <Link to="/account">Kontoseite</Link> veranlassen. Für alle
        anderen Anliegen genügt eine E-Mail an <ContactEmail />.
      </p>
      <p>
        Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, zum Beispiel bei der für uns zuständigen Berliner Beauftragten für
        Datenschutz und Informationsfreiheit, Alt-Moabit 59–61, 10555 Berlin.
      </p>

      <h2>11. Altersgrenze</h2>
      <p>
        Die Inhalte von Hanfnetz richten sich an Erwachsene. Der Zugang zur Website ist durch eine Altersabfrage auf Personen ab 18 Jahren beschränkt. Zu den
        Voraussetzungen einer Registrierung siehe unsere <Link to="/terms">Nutzungsbedingungen</Link>.
      </p>

      <h2>12. Datensicherheit</h2>
      <p>
        Alle Verbindungen zu Hanfnetz sind per TLS verschlüsselt. Passwörter speichern wir ausschließlich als Hash, hochgeladene Bilder werden auf dem Server
        geprüft und von Metadaten (z.&nbsp;B. Standortangaben) befreit. Zugriffe auf Verwaltungsfunktionen sind auf wenige Administratoren beschränkt und werden
        protokolliert.
      </p>

      <h2>13. Änderungen dieser Datenschutzerklärung</h2>
      <p>
        Wir passen diese Datenschutzerklärung an, wenn sich unsere Dienste oder die Rechtslage ändern. Es gilt die jeweils hier veröffentlichte Fassung; das
        Datum des Stands findest du oben.
      </p>
    </LegalPage>
  );
}
