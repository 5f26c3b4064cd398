import type { ProviderCategory } from "../schema/providers";

/**
 * The demo reviews, written per provider kind and tone. Each text is used at most once
 * (db/seed/reviews.ts hands them out in a fixed shuffled order); `content.test.ts` checks that no
 * two are alike. A kind needs at least as many texts per tone as the seed draws ratings for it.
 */
export type ReviewTone = "good" | "mixed" | "bad";
export type ReviewText = { title: string; content: string };
export type ReviewKind =
  | "club"
  | "gastro"
  | "hotel"
  | "shop"
  | "breeder"
  | "b2b"
  | "telemed"
  | "event"
  | "youtube"
  | "instagram"
  | "tiktok"
  | "twitch"
  | "facebook"
  | "other";

const KIND_OF: Record<ProviderCategory, ReviewKind> = {
  cscs_dispensarys: "club",
  bars_restaurants: "gastro",
  hotels: "hotel",
  online_shops: "shop",
  telemedicine: "telemed",
  breeder: "breeder",
  messen_events: "event",
  youtube: "youtube",
  instagram: "instagram",
  tiktok: "tiktok",
  twitch: "twitch",
  facebook: "facebook",
  b2b_gewerbe: "b2b",
  other: "other",
};

export const reviewKind = (category: ProviderCategory): ReviewKind => KIND_OF[category];

const r = (title: string, content: string): ReviewText => ({ title, content });

export const REVIEW_TEXTS: Record<ReviewKind, Record<ReviewTone, ReviewText[]>> = {
  club: {
    good: [
      r(
        "Gut geführter Verein",
        "Die Aufnahme hat etwa drei Wochen gedauert, danach lief alles reibungslos. Der Vorstand beantwortet Mails schnell und die Ausgabezeiten werden eingehalten.",
      ),
      r(
        "Endlich legal und entspannt",
        "Ich bin seit dem Frühjahr Mitglied. Die Mitgliederversammlungen sind gut vorbereitet, die Beiträge transparent aufgeschlüsselt. Man merkt, dass hier Leute mit Herzblut dabei sind.",
      ),
      r("Transparente Qualität", "Zu jeder Charge gibt es den THC- und CBD-Gehalt schriftlich, dazu Infos zur Sorte. So stelle ich mir das vor."),
      r(
        "Präventionsarbeit ernst genommen",
        "Besonders gut finde ich, dass der Präventionsbeauftragte wirklich ansprechbar ist. Beim Einführungsgespräch wurde offen über Konsumrisiken gesprochen, ganz ohne erhobenen Zeigefinger. Als ich später eine Phase hatte, in der ich zu viel konsumiert habe, konnte ich mich vertraulich an ihn wenden und bekam Adressen von Beratungsstellen.",
      ),
      r("Sehr angenehme Gemeinschaft", "Nette Leute, kurze Wege, faire Beiträge. Wer im Garten mithelfen will, ist willkommen, muss aber nicht."),
      r("Top organisiert", "Online-Anmeldung, klare Satzung, feste Ausgabetage. Mehr braucht es nicht."),
      r(
        "Mitmachen lohnt sich",
        "Ich helfe einmal im Monat beim Umtopfen und habe dabei mehr über Pflanzen gelernt als in jedem Forum. Die erfahrenen Mitglieder erklären gern und geduldig.",
      ),
      r(
        "Klare Regeln, gutes Gefühl",
        "Ausweiskontrolle bei jeder Ausgabe, Mengen werden sauber dokumentiert. Das wirkt am Anfang streng, gibt aber Sicherheit, dass der Verein lange bestehen bleibt.",
      ),
      r(
        "Freundlich von Anfang an",
        "Schon beim Infoabend wurde ich herzlich empfangen. Meine Fragen zur Mitgliedschaft wurden ehrlich beantwortet, auch die unbequemen zu Wartezeiten.",
      ),
      r(
        "Empfehlung für Einsteiger",
        "Als jemand, der lange keinen Kontakt zur Szene hatte, war ich unsicher. Die Beratung bei der Ausgabe ist ruhig und sachlich, man wird nicht gedrängt, mehr zu nehmen.",
      ),
      r(
        "Fair und bodenständig",
        "Keine Show, keine überzogenen Versprechen, einfach ein Verein, der seine Arbeit ordentlich macht. Die Beiträge sind im Vergleich zu anderen Clubs in der Gegend moderat.",
      ),
      r(
        "Sauberer Anbau",
        "Bei der Führung durch die Anbauräume war ich beeindruckt, wie ordentlich alles ist. Bio-Dünger, dokumentierte Abläufe, kein Pflanzenschutz-Chaos.",
      ),
      r(
        "Gute Kommunikation",
        "Es gibt einen Newsletter und einen Mitgliederbereich, in dem Änderungen frühzeitig angekündigt werden. Als sich die Ausgabe einmal verschoben hat, wusste ich es eine Woche vorher.",
      ),
      r("Bin sehr zufrieden", "Seit einem halben Jahr dabei und bisher keinen Grund zur Beschwerde gehabt."),
      r(
        "Ein Verein zum Wohlfühlen",
        "Der Aufenthaltsraum ist gemütlich, es gibt Tee und gute Gespräche. Konsumiert wird hier natürlich nicht, das ist auch richtig so.",
      ),
    ],
    mixed: [
      r(
        "Gut, aber lange Warteliste",
        "Der Verein selbst macht einen guten Eindruck. Allerdings stand ich fast vier Monate auf der Warteliste, bevor ich aufgenommen wurde.",
      ),
      r("Ausgabezeiten knapp", "Qualität und Atmosphäre stimmen. Die Ausgabe ist aber nur an zwei Abenden pro Woche, und wer Schicht arbeitet, hat Pech."),
      r("Solide mit Luft nach oben", "Die Sortenauswahl war zuletzt eher klein. Der Vorstand hat angekündigt, das zu ändern, ich warte ab."),
      r(
        "Viel Bürokratie",
        "Ich verstehe, dass die Auflagen streng sind, aber die Formulare beim Eintritt waren mir zu viel. Sobald man drin ist, läuft es dann ordentlich.",
      ),
    ],
    bad: [
      r("Chaotische Ausgabe", "Zweimal stand ich vor verschlossener Tür, obwohl Ausgabe angekündigt war. Eine Erklärung kam erst Tage später per Mail."),
      r(
        "Beitrag erhöht ohne Vorwarnung",
        "Der Monatsbeitrag wurde deutlich angehoben, ohne dass es vorher eine Versammlung dazu gab. Für mich ist das kein Umgang mit Mitgliedern.",
      ),
    ],
  },
  gastro: {
    good: [
      r(
        "Bester Hanf-Burger der Stadt",
        "Der Burger mit Hanfsamen-Patty ist saftig und überraschend würzig. Dazu hausgemachte Limo, freundlicher Service. Ich komme wieder.",
      ),
      r("Gemütlich und lecker", "Kleine Karte, aber alles frisch gekocht. Das Hanfpesto zu den Gnocchi war der Hit am Tisch."),
      r("Toller Brunch", "Am Sonntag gibt es ein Brunch-Buffet mit Hanfmüsli, Aufstrichen und frischem Brot. Unbedingt reservieren, es ist schnell voll."),
      r("Schöne Terrasse", "Im Sommer sitzt man draußen unter Lichterketten, die Getränkekarte ist kreativ. Der Hanf-Eistee ist erfrischend und nicht zu süß."),
      r(
        "Aufmerksames Personal",
        "Wir waren eine größere Gruppe, und trotzdem kam alles zügig und richtig an den Tisch. Die Bedienung hat die Hanfgerichte gut erklärt.",
      ),
      r("Kleine Oase", "Ruhige Musik, bequeme Sessel, gute Getränke. Genau richtig für einen entspannten Abend."),
      r("Vegan und richtig gut", "Fast die halbe Karte ist vegan, und zwar nicht als Verlegenheitslösung. Die Bowl mit geröstetem Hanfsamen war großartig."),
      r(
        "Überraschend fein",
        "Ich hatte eher Kneipenessen erwartet und wurde positiv überrascht: das Drei-Gänge-Menü mit Hanföl-Akzenten war auf Restaurantniveau.",
      ),
      r("Immer wieder gern", "Mein Stammlokal nach der Arbeit. Faire Preise, nettes Team, gute Stimmung."),
      r("Kuchen zum Niederknien", "Der Karottenkuchen mit Hanfmehl ist saftig und nicht zu süß. Dazu ein Cappuccino mit Hafermilch, perfekt."),
      r(
        "Gute Gastgeber",
        "Die Inhaber nehmen sich Zeit für ein kurzes Gespräch am Tisch und erzählen, woher ihre Zutaten stammen. Das merkt man auch am Geschmack.",
      ),
      r("Top für Gruppen", "Wir haben den Nebenraum für einen Geburtstag gemietet. Absprache unkompliziert, Essen pünktlich, Rechnung korrekt."),
      r("Kleine Karte, große Qualität", "Vier Hauptgerichte, alle saisonal. Lieber so als eine endlose Karte mit Tiefkühlware."),
      r("Klasse Frühstück", "Das Hanf-Porridge mit Beeren hält lange satt. Der Kaffee kommt aus einer kleinen Rösterei um die Ecke."),
    ],
    mixed: [
      r("Lecker, aber laut", "Das Essen war gut, aber am Freitagabend war es so laut, dass wir uns kaum unterhalten konnten."),
      r("Lange Wartezeit", "Auf die Hauptspeise haben wir fast 50 Minuten gewartet. Geschmeckt hat es dann, eine kurze Info vorher wäre nett gewesen."),
      r("Geschmack gut, Portionen klein", "Für den Preis hätte ich mir etwas mehr auf dem Teller gewünscht. Qualität passt aber."),
      r("Nette Idee, ausbaufähig", "Das Konzept gefällt mir, die Umsetzung schwankt noch. Beim ersten Besuch top, beim zweiten war die Suppe lauwarm."),
    ],
    bad: [
      r(
        "Enttäuschender Abend",
        "Reservierung war nicht eingetragen, wir mussten an der Bar essen. Die Pasta war versalzen, auf unseren Hinweis kam nur ein Schulterzucken.",
      ),
    ],
  },
  hotel: {
    good: [
      r(
        "Ruhig und sauber",
        "Das Zimmer war größer als erwartet, das Bett bequem und alles blitzsauber. Das Frühstück mit regionalen Produkten war ein schöner Start in den Tag.",
      ),
      r("Herzliche Gastgeber", "Schon beim Check-in bekamen wir Tipps für Restaurants und Ausflüge. Man fühlt sich eher bei Freunden als im Hotel."),
      r(
        "Perfekte Lage",
        "Zu Fuß ist man in wenigen Minuten im Zentrum, trotzdem ist es nachts ruhig. Das Hotel achtet darauf, dass die Regeln des Landes eingehalten werden, und erklärt sie auch.",
      ),
      r("Schöner Garten", "Der Garten mit Hängematten ist ein echtes Highlight. Nach einem langen Tag in der Stadt war das genau richtig."),
      r("Gerne wieder", "Zweiter Aufenthalt, wieder alles bestens."),
      r(
        "Viel Liebe zum Detail",
        "Jedes Zimmer ist anders eingerichtet, überall Pflanzen und kleine Kunstwerke. Das Bad war modern und hatte guten Wasserdruck.",
      ),
      r("Tolles Frühstück", "Frisches Obst, hausgemachte Aufstriche mit Hanfsamen, gutes Brot. Wer Frühstück mag, wird hier glücklich."),
      r("Unkomplizierter Check-in", "Wir kamen erst gegen Mitternacht an. Der Code für das Schließfach kam per Mail, alles hat sofort funktioniert."),
      r(
        "Entspannte Atmosphäre",
        "Keine laute Partyunterkunft, sondern ein entspanntes Haus für Erwachsene. Die Hausregeln stehen klar im Zimmer, das Team erklärt sie freundlich.",
      ),
      r("Preis-Leistung stimmt", "Für die Lage und Ausstattung fair bepreist. Das WLAN war stabil genug für Videocalls."),
      r("Ein Ort zum Runterkommen", "Yogaraum, Sauna und eine kleine Bibliothek. Wir haben das Haus zwei Tage kaum verlassen."),
      r("Aufmerksamer Service", "Als ich krank wurde, hat mir die Rezeption Tee aufs Zimmer gebracht und eine Apotheke herausgesucht. Das vergesse ich nicht."),
      r("Stilvoll", "Schickes Design, gute Matratzen, leise Klimaanlage. Die Dachterrasse hat einen tollen Blick."),
    ],
    mixed: [
      r("Schönes Zimmer, dünne Wände", "Das Zimmer selbst war schön, aber wir haben jedes Gespräch aus dem Nachbarzimmer gehört."),
      r(
        "Okay für eine Nacht",
        "Sauber und zentral, aber etwas in die Jahre gekommen. Für eine Nacht in Ordnung, für einen längeren Urlaub würde ich weitersuchen.",
      ),
    ],
    bad: [r("Nicht wie auf den Fotos", "Das Zimmer war deutlich kleiner als auf den Bildern und roch muffig. Ein Zimmerwechsel war angeblich nicht möglich.")],
  },
  shop: {
    good: [
      r("Schnelle Lieferung", "Bestellt am Montagabend, am Mittwoch war das Paket da. Neutral verpackt, alles vollständig."),
      r("Sehr guter Kundenservice", "Ich hatte eine Frage zur Kompatibilität und bekam innerhalb von zwei Stunden eine ausführliche Antwort. So geht Service."),
      r("Problemloser Umtausch", "Ein Artikel war defekt. Foto geschickt, neues Teil kam ohne Diskussion. Die Rücksendung war kostenlos."),
      r("Ehrliche Beschreibungen", "Die Produkttexte sind ausführlich und übertreiben nicht. Was beschrieben wird, kommt auch an."),
      r("Gute Auswahl", "Von günstig bis hochwertig ist alles dabei, und der Filter auf der Website funktioniert wirklich."),
      r("Stammkunde", "Bestelle hier seit zwei Jahren. Nie Probleme gehabt."),
      r("Laborwerte vorhanden", "Zu jedem Produkt gibt es das Analysezertifikat zum Download. Das schafft Vertrauen."),
      r("Faire Preise", "Im Vergleich zu anderen Shops oft ein paar Euro günstiger, und ab einem kleinen Bestellwert ist der Versand kostenlos."),
      r("Umweltfreundlich verpackt", "Kein Plastik, sondern Papierpolster und ein wiederverwendbarer Karton. Kleines Detail, aber ich finde es gut."),
      r(
        "Kompetente Telefonberatung",
        "Ich wusste nicht genau, was ich brauche. Am Telefon wurde ich geduldig beraten und es wurde mir sogar von einem teureren Artikel abgeraten.",
      ),
      r("Top Shop", "Übersichtlich, schnell, zuverlässig. Fünf Sterne."),
      r(
        "Sendungsverfolgung klappt",
        "Man bekommt sofort die Trackingnummer und wird bei jedem Schritt informiert. Das Paket kam einen Tag früher als angekündigt.",
      ),
      r("Kleine Aufmerksamkeit", "Der Bestellung lag eine handgeschriebene Karte und eine Probe bei. Solche Kleinigkeiten machen den Unterschied."),
      r("Bezahlung einfach", "Kauf auf Rechnung und mehrere andere Zahlungsarten, alles ohne Umwege. Die Rechnung kam direkt per Mail."),
      r("Verlässlich", "Dritte Bestellung, dreimal pünktlich und korrekt. Mehr kann man nicht verlangen."),
    ],
    mixed: [
      r(
        "Gute Ware, langsamer Versand",
        "Mit den Produkten bin ich zufrieden, aber die Lieferung hat neun Tage gedauert. Eine Info über die Verzögerung hätte geholfen.",
      ),
      r("Teilweise nicht lieferbar", "Zwei von fünf Artikeln waren trotz Anzeige auf der Website nicht auf Lager. Der Rest kam schnell."),
      r("Website verwirrend", "Die Auswahl ist riesig, aber die Navigation ist unübersichtlich. Ich habe lange gesucht, bis ich das Richtige gefunden habe."),
      r("Okay, nicht mehr", "Preise normal, Versand normal, Service normal. Nichts Schlechtes, aber auch nichts Besonderes."),
      r("Rückerstattung dauerte", "Die Rücksendung wurde akzeptiert, das Geld kam aber erst nach drei Wochen und zwei Nachfragen zurück."),
      r("Verpackung übertrieben", "Für zwei kleine Artikel ein riesiger Karton voller Füllmaterial. Ansonsten war alles in Ordnung."),
      r("Gemischte Erfahrungen", "Die erste Bestellung war perfekt, bei der zweiten fehlte ein Teil. Wurde nachgeschickt, aber erst nach einer Woche."),
    ],
    bad: [
      r("Keine Antwort vom Support", "Seit zwei Wochen warte ich auf eine Antwort zu meiner Reklamation. Drei Mails, kein Rückruf."),
      r(
        "Beschädigt angekommen",
        "Das Glasteil war zerbrochen, weil es kaum gepolstert war. Ersatz wurde abgelehnt, weil ich das Paket angeblich zu spät gemeldet habe.",
      ),
      r("Versteckte Kosten", "Erst an der Kasse tauchten Gebühren auf, von denen vorher nirgends die Rede war. Bestellung abgebrochen."),
    ],
  },
  breeder: {
    good: [
      r(
        "Hohe Keimrate",
        "Von zehn Samen sind alle zehn gekeimt, die Pflanzen waren sehr einheitlich. Genau so, wie die Sortenbeschreibung es versprochen hat.",
      ),
      r("Stabile Genetik", "Drei Pflanzen derselben Sorte, drei fast identische Phänotypen. Das spricht für saubere Zuchtarbeit."),
      r(
        "Gute Sortenbeschreibungen",
        "Blütezeit, Wuchshöhe und Terpenprofil sind genau angegeben. Für meinen kleinen Balkon konnte ich so gezielt eine kompakte Sorte wählen.",
      ),
      r("Diskret und schnell", "Der Umschlag kam nach zwei Tagen, unauffällig und sicher verpackt. Die Samen steckten in einem bruchsicheren Röhrchen."),
      r(
        "Hilfreicher Support",
        "Meine Keimlinge sahen nach einer Woche schwach aus. Der Support hat mir Tipps zu Feuchtigkeit und Licht gegeben, danach ging es bergauf.",
      ),
      r(
        "Autoflowering, die hält, was sie verspricht",
        "Nach zehn Wochen war die Ernte fertig, ohne dass ich am Licht etwas umstellen musste. Ideal für Einsteiger.",
      ),
      r("Kleine Packungen", "Es gibt auch Dreierpackungen, was für den privaten Eigenanbau mit maximal drei Pflanzen ideal ist."),
      r("Regionale Zucht", "Man merkt, dass hier für unser Klima gezüchtet wird. Meine Outdoor-Pflanzen haben auch den verregneten September gut überstanden."),
      r("Sehr zufrieden", "Zweite Bestellung, wieder beste Keimrate. Bleibe dabei."),
      r(
        "Ehrliche Beratung",
        "Ich wollte eigentlich eine Sorte mit sehr langer Blütezeit. Mir wurde erklärt, warum das auf meinem Nordbalkon keine gute Idee ist. Danke dafür.",
      ),
      r("Schimmelresistent", "Bei feuchtem Wetter hatte ich früher immer Probleme mit Botrytis. Diese Sorte blieb komplett sauber."),
      r("Keimgarantie eingelöst", "Zwei Samen sind nicht aufgegangen. Ein Foto an den Support, und Ersatz kam ohne weitere Fragen."),
      r("Aromatisch", "Die Sorte duftet genau nach den angegebenen Zitrus- und Kiefernnoten. Schon in der Wachstumsphase riecht man den Unterschied."),
      r("Transparente Herkunft", "Zu jeder Sorte stehen die Elternlinien und die Generation dabei. Das findet man selten so offen."),
      r(
        "Guter Start ins Hobby",
        "Als Anfänger war ich unsicher, welche Samen ich nehmen soll. Die Einsteigerkategorie im Shop hat mir die Wahl leicht gemacht.",
      ),
      r("Pünktlich wie immer", "Bestellung am Freitag, Lieferung am Dienstag. Samen in perfektem Zustand."),
      r("Kompakte Pflanzen", "Auch ohne Training blieben die Pflanzen unter einem Meter. Genau richtig für die Growbox."),
    ],
    mixed: [
      r("Keimrate durchwachsen", "Von fünf Samen sind drei gekeimt. Die Pflanzen selbst waren dann aber kräftig und gesund."),
      r("Beschreibung zu optimistisch", "Die angegebene Blütezeit von acht Wochen waren bei mir eher zehn. Das Ergebnis war trotzdem gut."),
      r("Gute Samen, teurer Versand", "An den Samen gibt es nichts auszusetzen. Die Versandkosten für einen einzigen Umschlag finde ich aber übertrieben."),
      r(
        "Phänotypen unterschiedlich",
        "Eine Pflanze blieb klein, die andere schoss in die Höhe. Bei einer stabilen Linie hätte ich mehr Gleichmäßigkeit erwartet.",
      ),
      r("Lange Lieferzeit", "Die Samen sind gut, aber die Lieferung hat zwei Wochen gedauert und es gab keine Sendungsverfolgung."),
    ],
    bad: [
      r("Kaum etwas gekeimt", "Von zehn Samen ist genau einer aufgegangen. Auf meine Nachfrage hieß es nur, ich hätte wohl etwas falsch gemacht."),
      r(
        "Falsche Sorte geliefert",
        "Statt der bestellten Autoflowering kamen photoperiodische Samen. Gemerkt habe ich es erst, als die Pflanzen nach Wochen nicht blühten.",
      ),
    ],
  },
  b2b: {
    good: [
      r("Zuverlässiger Partner", "Wir arbeiten seit einem Jahr zusammen. Termine werden eingehalten, Rückfragen innerhalb eines Tages beantwortet."),
      r(
        "Fundierte Compliance-Beratung",
        "Für unseren Verein mussten wir das Hygiene- und Sicherheitskonzept aufsetzen. Die Beratung war praxisnah und hat uns viel Zeit bei der Behörde gespart.",
      ),
      r("Saubere Dokumentation", "Jede Lieferung kommt mit vollständigen Begleitpapieren. Bei einer Prüfung durch die Behörde war alles sofort griffbereit."),
      r("Projekt im Zeitplan", "Die Anlage für unsere Anbauräume wurde in vier Wochen geplant und installiert. Die Abnahme lief ohne Mängel."),
      r("Klare Angebote", "Keine versteckten Positionen, das Angebot war verständlich aufgeschlüsselt und die Schlussrechnung lag darunter."),
      r("Kompetente Ansprechpartner", "Man hat einen festen Ansprechpartner, der das Projekt kennt. Kein Weiterverbinden, kein Ticket-Pingpong."),
      r("Gute Schulung", "Das Team hat unsere Mitarbeitenden an der neuen Lüftungssteuerung eingewiesen. Verständlich und mit Unterlagen zum Nachlesen."),
      r(
        "Flexible Lösungen",
        "Unsere Räume sind verwinkelt, Standardlösungen passten nicht. Hier wurde ein eigenes Konzept entwickelt, das wirklich funktioniert.",
      ),
      r("Empfehlenswert", "Professionell, pünktlich, fair. Gern wieder."),
      r(
        "Rechtssicher beraten",
        "Die Fragen zu Abstandsregeln und Lagerung wurden schriftlich und mit Quellen beantwortet. Genau das brauchten wir für unseren Antrag.",
      ),
      r("Schnelle Reaktion im Störfall", "Als am Wochenende die Klimatisierung ausfiel, war innerhalb von drei Stunden jemand vor Ort."),
      r("Gutes Netzwerk", "Über die Beratung haben wir Kontakte zu Laboren und Versicherern bekommen, die wir allein nicht gefunden hätten."),
      r(
        "Durchdachte Logistik",
        "Temperaturgeführter Transport, lückenlose Nachverfolgung und feste Zeitfenster. So planen wir unsere Abläufe viel entspannter.",
      ),
      r("Faire Verträge", "Kurze Laufzeiten und verständliche Bedingungen. Man fühlt sich nicht gebunden, bleibt aber gern."),
    ],
    mixed: [
      r("Fachlich gut, kommunikativ schwach", "Das Ergebnis stimmt, aber zwischendurch wussten wir oft nicht, wie weit das Projekt ist."),
      r("Teurer als geplant", "Die Arbeit war ordentlich, allerdings kamen im Verlauf mehrere Nachträge dazu."),
    ],
    bad: [r("Termine nicht gehalten", "Die Installation wurde dreimal verschoben. Unser Vereinsstart hat sich dadurch um einen Monat verzögert.")],
  },
  telemed: {
    good: [
      r(
        "Ernst genommen",
        "Nach Jahren mit chronischen Rückenschmerzen hat sich die Ärztin zum ersten Mal wirklich Zeit genommen, meine Vorbefunde anzusehen. Die Entscheidung für die Therapie wurde gemeinsam getroffen, mit einem klaren Plan, woran wir nach drei Monaten messen, ob sie hilft. Genau diese Nüchternheit hat mir Vertrauen gegeben.",
      ),
      r(
        "Reibungslose Videosprechstunde",
        "Termin innerhalb einer Woche, Verbindung stabil, Gespräch ruhig und ausführlich. Das Rezept lag am nächsten Tag in der Apotheke.",
      ),
      r("Transparente Kosten", "Die Kosten für Erst- und Folgetermin standen vorher auf der Website. Keine Überraschungen bei der Rechnung."),
      r(
        "Gute Aufklärung",
        "Mir wurden Nebenwirkungen, Fahrtüchtigkeit und Wechselwirkungen mit meinen anderen Medikamenten genau erklärt. Ich habe mich gut informiert gefühlt.",
      ),
      r("Unkomplizierte Folgetermine", "Folgerezepte lassen sich online anfragen, nach einer kurzen Rücksprache ist alles erledigt."),
      r("Empathisch", "Ich war nervös, weil ich schlechte Erfahrungen mit Ärzten hatte. Hier wurde ich ohne Vorurteile behandelt."),
      r("Vorbildliche Dokumentation", "Nach dem Gespräch bekam ich eine schriftliche Zusammenfassung mit Dosierungsplan. Sehr hilfreich für den Alltag."),
      r("Schneller Termin", "Innerhalb von drei Tagen hatte ich einen Termin. Das ist bei Fachärzten vor Ort undenkbar."),
      r("Sehr professionell", "Alles seriös, keine Versprechen auf Wunderheilung. Die Ärztin hat auch klar gesagt, wann Cannabis nicht die richtige Wahl ist."),
      r(
        "Gute Zusammenarbeit mit der Apotheke",
        "Die Praxis hat die Verfügbarkeit direkt mit meiner Apotheke geklärt, sodass ich nicht dreimal hinlaufen musste.",
      ),
    ],
    mixed: [
      r("Kurz angebunden", "Der Termin war schnell, aber etwas kurz. Für meine vielen Fragen hätte ich mir mehr Zeit gewünscht."),
      r("Technik hakt", "Beim ersten Termin ist die Videoverbindung zweimal abgebrochen. Beim zweiten lief es dann."),
      r("Gut, aber teuer", "Die ärztliche Beratung war kompetent, die Kosten sind als Selbstzahler aber spürbar."),
    ],
    bad: [
      r("Fünf Minuten Gespräch", "Das Gespräch dauerte kaum fünf Minuten, meine Unterlagen wurden offensichtlich nicht gelesen. Für den Preis enttäuschend."),
      r("Keine Rückmeldung", "Nach dem Ersttermin sollte ich einen Befund nachreichen. Seitdem höre ich nichts mehr, trotz mehrfacher Nachfrage."),
    ],
  },
  event: {
    good: [
      r("Spannende Vorträge", "Die Vorträge zu Recht und Medizin waren fachlich stark und trotzdem verständlich. Ich habe mir viele Notizen gemacht."),
      r("Gut organisiert", "Kurze Schlangen am Einlass, klare Beschilderung, genug Sitzplätze. So macht Messe Spaß."),
      r("Tolle Aussteller", "Viele kleine Manufakturen neben den großen Marken. Ich habe einige interessante Gespräche geführt."),
      r("Schöne Stimmung", "Friedlich, entspannt, bunt gemischtes Publikum. Das Festivalgelände war sauber und gut erreichbar."),
      r(
        "Lohnt sich für Einsteiger",
        "Ich war zum ersten Mal da und habe an einem Tag mehr gelernt als in Monaten im Netz. Besonders die Anbau-Workshops waren gut.",
      ),
      r("Gutes Rahmenprogramm", "Live-Musik, Foodtrucks mit Hanfgerichten und eine Kunstausstellung. Da wird es nicht langweilig."),
      r("Barrierefrei", "Mit dem Rollstuhl kam ich überall gut hin, es gab eine Rampe zur Bühne und genug Platz zwischen den Ständen."),
      r("Jedes Jahr besser", "Dritter Besuch, und das Programm wird jedes Mal vielfältiger. Nächstes Jahr bin ich wieder dabei."),
      r("Top Networking", "Als Aussteller hatten wir viele qualifizierte Gespräche. Die Organisation im Vorfeld war vorbildlich."),
    ],
    mixed: [
      r("Zu voll am Samstag", "Inhaltlich super, aber am Samstag war es so voll, dass man kaum an die Stände kam. Lieber am Freitag gehen."),
      r("Teurer Eintritt", "Die Messe war gut, aber der Eintritt plus Essen vor Ort haben ordentlich ins Geld gegangen."),
      r("Programm zu dünn", "Es gab weniger Vorträge als angekündigt, zwei fielen kurzfristig aus. Die Aussteller waren dafür interessant."),
      r("Gutes Event, schlechte Anreise", "Vom Bahnhof aus gab es keinen Shuttle, und der Weg war schlecht ausgeschildert."),
    ],
    bad: [
      r("Chaos am Einlass", "Über eine Stunde Wartezeit am Einlass, obwohl wir Onlinetickets hatten. Niemand hat informiert, was los ist."),
      r("Kaum Aussteller", "Die Halle war zur Hälfte leer. Für den Eintrittspreis hätte ich deutlich mehr erwartet."),
      r("Lautstärke unerträglich", "Die Musik auf der Hauptbühne war so laut, dass man an den Ständen kein Gespräch führen konnte."),
      r("Nicht wie beworben", "Angekündigt waren Workshops zum Eigenanbau, stattgefunden hat keiner. Eine Erstattung gab es nicht."),
      r("Schlechte Organisation", "Keine Garderobe, zu wenig Toiletten, lange Schlangen an jedem Stand. Das muss besser werden."),
    ],
  },
  youtube: {
    good: [
      r(
        "Verständlich erklärt",
        "Die Videos erklären auch komplizierte Themen wie Terpene oder Rechtslage so, dass man sie wirklich versteht. Mit Quellen in der Beschreibung.",
      ),
      r("Mein Lieblingskanal", "Jeden Sonntag ein neues Video, und ich freue mich jedes Mal darauf. Ruhiger Ton, keine Effekthascherei."),
      r("Gut recherchiert", "Man merkt, dass hier Zeit in die Recherche fließt. Fehler werden in der nächsten Folge offen korrigiert."),
      r(
        "Tolle Grow-Serie",
        "Die Serie über den Balkonanbau begleitet eine Saison von der Keimung bis zur Ernte. Hat mir beim ersten eigenen Anbau sehr geholfen.",
      ),
      r("Angenehm unaufgeregt", "Kein Geschrei, keine reißerischen Thumbnails, einfach solide Information."),
      r("Sehr hilfreich", "Die Folge über Wechselwirkungen mit Medikamenten war genau, was ich gesucht habe."),
      r("Gute Kochvideos", "Die Rezepte mit Hanfsamen sind einfach nachzukochen und schmecken. Die Energiekugeln mache ich jetzt jede Woche."),
      r("Fachlich stark", "Endlich jemand, der die Gesetze korrekt erklärt und nicht nur Halbwissen verbreitet."),
      r("Hochwertig produziert", "Gutes Licht, guter Ton, klare Struktur mit Kapitelmarken. Man sieht die Mühe."),
      r("Ehrliche Produkttests", "Wenn etwas nichts taugt, wird das auch gesagt, selbst bei gesponserten Geräten. Das schafft Vertrauen."),
    ],
    mixed: [r("Inhalt gut, Videos zu lang", "Die Informationen stimmen, aber vieles könnte man in der Hälfte der Zeit sagen.")],
    bad: [r("Nur noch Werbung", "Früher informativ, inzwischen ist jedes zweite Video eine Produktplatzierung. Abo beendet.")],
  },
  instagram: {
    good: [
      r("Wunderschöne Fotos", "Die Makroaufnahmen von Trichomen sind echte Kunstwerke. Mein Feed ist seitdem deutlich grüner."),
      r("Inspirierend", "Tolle Ideen für die Einrichtung der Growecke und schöne Einblicke in den Alltag. Die Stories sind immer liebevoll gemacht."),
      r("Informative Karussells", "Die Infografiken zu Sorten und Terpenen speichere ich mir regelmäßig ab. Kurz, hübsch und korrekt."),
      r("Sympathischer Account", "Beantwortet Fragen in den Kommentaren persönlich und freundlich. Selten bei so vielen Followern."),
      r("Gute Community", "In den Kommentaren tauschen sich die Leute respektvoll aus. Trolle werden konsequent moderiert."),
      r("Ästhetisch und lehrreich", "Jedes Bild kommt mit einer kleinen Erklärung dazu, was man sieht. So lernt man nebenbei."),
      r("Schöne Reels", "Die kurzen Reels über den Wachstumsverlauf der Pflanzen im Zeitraffer sind faszinierend."),
      r("Regionaler Charme", "Mir gefallen die Posts über Hanf in der Region, von alten Feldern bis zu neuen Manufakturen."),
      r("Klare Kennzeichnung", "Werbung wird immer deutlich markiert. So soll es sein."),
    ],
    mixed: [
      r("Schön, aber wenig Inhalt", "Die Bilder sind toll, die Texte dazu aber oft sehr knapp. Ich hätte gern mehr Hintergrund."),
      r("Unregelmäßig", "Manchmal drei Posts am Tag, dann wochenlang nichts. Inhaltlich aber gut."),
    ],
    bad: [
      r("Werbung nicht gekennzeichnet", "Viele Posts sind offensichtlich bezahlt, aber nicht als Werbung markiert. Das finde ich unseriös."),
      r("Kritik wird gelöscht", "Ich habe sachlich auf einen Fehler hingewiesen, mein Kommentar war eine Stunde später weg."),
    ],
  },
  tiktok: {
    good: [
      r("Kurz und auf den Punkt", "In 60 Sekunden mehr gelernt als in manchem Artikel. Die Clips sind schnell, aber nicht oberflächlich."),
      r("Sehr unterhaltsam", "Humorvoll, aber mit Fakten. Ich schicke die Clips regelmäßig an Freunde weiter."),
      r("Mythen entlarvt", "Die Reihe, in der verbreitete Mythen über Cannabis geprüft werden, ist richtig gut gemacht."),
      r("Quellen in den Kommentaren", "Zu jedem Clip werden die Quellen angepinnt. Das sieht man auf TikTok selten."),
      r("Macht Lust auf mehr", "Durch die kurzen Videos bin ich auf das Thema Terpene gekommen und lese mich jetzt tiefer ein."),
      r("Kreativ", "Jeder Clip hat eine eigene Idee, nichts wirkt kopiert. Die Animationen sind liebevoll gemacht."),
      r("Verantwortungsvoll", "Es wird immer wieder auf Jugendschutz und Risiken hingewiesen, ohne zu moralisieren."),
      r("Super für Einsteiger", "Die Grundlagen-Serie ist perfekt, wenn man nicht gleich stundenlange Videos schauen will."),
      r("Sympathisch", "Man merkt, dass hier jemand mit Leidenschaft dabei ist. Antwortet auch auf Kommentare."),
      r("Wissenschaft einfach erklärt", "Chemie war nie mein Fach, aber hier verstehe ich endlich, was Cannabinoide im Körper machen."),
      r("Täglich neue Clips", "Verlässlich jeden Tag ein neuer Clip, und die Qualität bleibt hoch."),
      r("Witzig und klug", "Die Kombination aus Humor und Wissen trifft genau meinen Geschmack."),
    ],
    mixed: [
      r("Manchmal zu verkürzt", "Unterhaltsam, aber bei rechtlichen Themen fehlt in 60 Sekunden oft der Kontext."),
      r("Zu viele Trends", "Die Wissensclips mag ich, die ständigen Trend-Tänze eher nicht."),
    ],
    bad: [
      r("Falsche Infos", "In einem Clip wurde die Besitzgrenze falsch angegeben. Auf den Hinweis kam keine Korrektur."),
      r("Nur Clickbait", "Reißerische Titel, wenig dahinter. Für mich leider nichts."),
    ],
  },
  twitch: {
    good: [
      r("Gemütliche Streams", "Abends nebenbei laufen lassen, mitquatschen, etwas lernen. Der Chat ist freundlich und gut moderiert."),
      r("Live-Grow ist genial", "Die Kamera auf die Growbox und dazu Erklärungen zu jedem Schritt. Man kann live Fragen stellen und bekommt Antworten."),
      r("Tolle Community", "Im Chat kennt man sich nach ein paar Wochen. Neue werden herzlich begrüßt."),
      r("Interessante Gäste", "Regelmäßig sind Ärzte, Anwälte oder Züchter zu Gast. Die Talks sind informativ und trotzdem locker."),
      r("Feste Sendezeiten", "Man weiß, wann gestreamt wird, und es wird auch eingehalten. Das schätze ich sehr."),
      r("Entspannt und ehrlich", "Kein Konsum vor der Kamera, dafür offene Gespräche über Erfahrungen und Risiken. Finde ich gut."),
      r("Gute Moderation", "Die Mods greifen schnell ein, wenn jemand pöbelt. Dadurch bleibt die Stimmung angenehm."),
      r("Lehrreich und lustig", "Die Quizabende zu Hanfgeschichte sind großartig. Ich habe schon zweimal gewonnen."),
      r("Lieblingsstream", "Seit Monaten dabei und jedes Mal gern."),
      r("Gute Technik", "Bild und Ton sind sauber, auch bei langen Streams gibt es kaum Aussetzer."),
    ],
    mixed: [
      r("Zu lange Pausen", "Der Stream ist nett, aber die vielen langen Pausen machen ihn zäh."),
      r("Unregelmäßig geworden", "Früher jeden Abend, inzwischen nur noch sporadisch. Wenn gestreamt wird, ist es aber gut."),
    ],
    bad: [r("Chat außer Kontrolle", "Keine Moderation, ständig Beleidigungen im Chat. Der Streamer reagiert nicht. Bin raus.")],
  },
  facebook: {
    good: [
      r("Hilfsbereite Gruppe", "Auf meine Frage zu Anbauvereinigungen in meiner Region kamen innerhalb einer Stunde mehrere hilfreiche Antworten."),
      r("Gut moderiert", "Klare Gruppenregeln, Spam wird sofort entfernt. Hier kann man sich sachlich austauschen."),
      r("Wichtige Anlaufstelle", "Als Patientin habe ich hier viele Tipps zu Ärzten, Apotheken und Kostenübernahme bekommen. Danke an alle."),
      r("Aktuelle Infos", "Neue Entwicklungen zur Rechtslage werden schnell geteilt und sauber eingeordnet."),
      r("Engagierte Admins", "Die Admins organisieren sogar Treffen vor Ort. Beim letzten Stammtisch waren über zwanzig Leute."),
      r("Respektvoller Umgang", "Auch bei kontroversen Themen bleibt der Ton freundlich. Das ist auf Facebook keine Selbstverständlichkeit."),
      r("Viel Wissen versammelt", "Die angepinnten Beiträge und Dateien sind eine kleine Bibliothek. Dort findet man fast alles."),
      r("Tolle Veranstaltungstipps", "Über die Gruppe habe ich von zwei Messen erfahren, die ich sonst verpasst hätte."),
      r("Gute Sache", "Informativ und freundlich. Gerne mehr davon."),
    ],
    mixed: [r("Zu viele Beiträge", "Inhaltlich gut, aber die Flut an Beiträgen ist schwer zu überblicken.")],
    bad: [r("Voller Spam", "Mehr Werbelinks als echte Beiträge. Die Moderation kommt nicht hinterher.")],
  },
  other: {
    good: [
      r("Sehr lohnenswert", "Gut aufbereitet, freundliches Team und genug Zeit für Fragen. Hat sich für uns absolut gelohnt."),
      r("Kompetent und freundlich", "Mein Anliegen wurde schnell verstanden und verständlich erklärt. Die Kosten standen vorher fest."),
      r("Ein echter Geheimtipp", "Hatte keine großen Erwartungen und wurde positiv überrascht. Liebevoll gemacht und mit viel Wissen."),
      r("Gut organisiert", "Termin online gebucht, pünktlich begonnen, alles lief wie angekündigt."),
      r("Spannend für alle", "Wir waren mit Freunden unterschiedlichen Alters da, und jede und jeder hat etwas Interessantes mitgenommen."),
      r("Klare Empfehlung", "Professionell, herzlich und zuverlässig. Ich empfehle es gern weiter."),
      r("Viel gelernt", "Die Geschichte der Hanfpflanze in Norddeutschland kannte ich kaum. Jetzt weiß ich, wie wichtig sie einmal für Seile und Segel war."),
      r("Angenehm ruhig", "Ein Ort, an dem man wirklich abschalten kann. Die Leitung ist achtsam und erklärt alles genau."),
    ],
    mixed: [
      r("Interessant, aber klein", "Die Inhalte sind gut, aber nach einer Stunde hatte ich alles gesehen. Für den Preis etwas wenig."),
      r("Gute Idee, holprige Umsetzung", "Das Angebot gefällt mir, aber Termine wurden zweimal kurzfristig verschoben."),
    ],
    bad: [
      r("Unseriös", "Große Versprechen auf der Website, dahinter steckt nichts. Auf Fragen kamen nur ausweichende Antworten."),
      r("Geld weg, keine Leistung", "Ich habe im Voraus bezahlt und nie etwas bekommen. Finger weg."),
    ],
  },
};
