import type { BLOG_TAGS, BlogCategorySlug } from "./blog-data";

/**
 * The demo articles, written as a whole: an excerpt (the teaser on cards and in search results,
 * never the opening paragraph) and a body of headings, paragraphs and lists. Links are written
 * inline as [text](url); the seed records each one (dofollow when its url is in `dofollow`).
 * `content.test.ts` checks that no paragraph repeats and that each body is about its title.
 * Information only: no sales of illegal products; German law as of the KCanG (April 2024) and later.
 */
export type Block = { h2: string } | { p: string } | { ul: string[] } | { ol: string[] };

export type ArticleDef = {
  title: string;
  /** Index into DEMO_USERS, or "admin". */
  author: number | "admin";
  categories: BlogCategorySlug[];
  tags: (typeof BLOG_TAGS)[number][];
  excerpt: string;
  body: Block[];
  /** Link urls an admin has marked dofollow. */
  dofollow?: string[];
  status?: "draft" | "published" | "scheduled";
  featuredByAdmin?: boolean;
  featured?: boolean;
};

export const ARTICLES: ArticleDef[] = [
  {
    title: "Cannabis Social Clubs in Deutschland: So funktioniert die Mitgliedschaft",
    author: 0,
    categories: ["recht-politik", "grundlagen"],
    tags: ["KCanG", "Social Clubs", "Anfänger"],
    featuredByAdmin: true,
    excerpt:
      "Aufnahme, Beiträge, Abgabemengen und Pflichten: Was dich erwartet, wenn du einer Anbauvereinigung beitreten willst, und woran du einen gut geführten Club erkennst.",
    body: [
      {
        p: "Seit dem 1. Juli 2024 dürfen in Deutschland Anbauvereinigungen gemeinschaftlich Cannabis anbauen und an ihre Mitglieder weitergeben. Umgangssprachlich heißen sie Cannabis Social Clubs. Ich bin seit einem Jahr Mitglied in einem Berliner Verein und werde oft gefragt, wie das eigentlich abläuft.",
      },
      { h2: "Was ist eine Anbauvereinigung?" },
      {
        p: "Eine Anbauvereinigung ist ein eingetragener, nicht gewinnorientierter Verein oder eine Genossenschaft mit einer Erlaubnis der zuständigen Landesbehörde. Sie baut ausschließlich für ihre Mitglieder an. Verkauf an Dritte, Werbung und Konsum auf dem Vereinsgelände sind verboten.",
      },
      {
        p: "Ein Club darf höchstens 500 Mitglieder haben. Jede Vereinigung braucht einen Präventionsbeauftragten, ein Gesundheits- und Jugendschutzkonzept und muss jede Weitergabe dokumentieren.",
      },
      { h2: "Voraussetzungen für die Mitgliedschaft" },
      {
        ul: [
          "Du bist mindestens 18 Jahre alt.",
          "Du hast seit mindestens sechs Monaten deinen Wohnsitz oder gewöhnlichen Aufenthalt in Deutschland.",
          "Du bist in keiner anderen Anbauvereinigung Mitglied.",
          "Die Mindestmitgliedschaft beträgt drei Monate.",
        ],
      },
      {
        p: "Pro Tag gibt der Club höchstens 25 Gramm an ein Mitglied weiter, im Monat höchstens 50 Gramm. Für Mitglieder zwischen 18 und 21 Jahren gelten 30 Gramm im Monat und ein THC-Gehalt von höchstens zehn Prozent.",
      },
      { h2: "Woran du einen guten Club erkennst" },
      {
        p: "Ein seriöser Verein legt seine Satzung und Beitragsordnung offen, beantwortet Fragen vor dem Beitritt ehrlich und nennt dir den Präventionsbeauftragten mit Namen. Frag nach, wie die Qualität kontrolliert wird und ob es Laborwerte zu den Sorten gibt. Den Gesetzestext findest du im [Konsumcannabisgesetz im Wortlaut](https://www.gesetze-im-internet.de/kcang/).",
      },
      {
        p: "Wie so ein Verein im Alltag aussieht, zeigt zum Beispiel der [Grüner Kreis Berlin e.V.](/empfehlung/gruener-kreis-berlin-e-v), der im Verzeichnis mehrere Erfahrungsberichte von Mitgliedern hat.",
      },
    ],
    dofollow: ["/empfehlung/gruener-kreis-berlin-e-v"],
  },
  {
    title: "Terpene verstehen: Myrcen, Limonen und Co.",
    author: 0,
    categories: ["grundlagen"],
    tags: ["Terpene"],
    featured: true,
    excerpt:
      "Warum riecht eine Sorte nach Zitrone und die nächste nach Kiefernwald? Ein Streifzug durch die wichtigsten Terpene und das, was die Forschung über sie weiß und was nicht.",
    body: [
      {
        p: "Wer an einer frisch geöffneten Dose mit Hanfblüten riecht, nimmt vor allem Terpene wahr. Diese flüchtigen Duftstoffe bildet die Pflanze in denselben Drüsenhärchen, den Trichomen, in denen auch die Cannabinoide entstehen.",
      },
      { h2: "Was sind Terpene?" },
      {
        p: "Terpene sind eine große Gruppe natürlicher Kohlenwasserstoffe. Pflanzen nutzen sie, um Fraßfeinde abzuschrecken und Bestäuber anzulocken. Dieselben Moleküle stecken in Orangenschalen, Lavendel, Hopfen oder schwarzem Pfeffer. In Hanf wurden weit über hundert verschiedene Terpene nachgewiesen, meist bestimmen aber wenige das Aroma einer Sorte.",
      },
      { h2: "Die wichtigsten Terpene im Überblick" },
      {
        ul: [
          "Myrcen: erdig, fruchtig, erinnert an Mango und Hopfen; in vielen Sorten das häufigste Terpen.",
          "Limonen: frisch und zitronig, auch in Zitrusschalen enthalten.",
          "Pinen: harzig wie Kiefernnadeln und Rosmarin.",
          "Linalool: blumig, typisch für Lavendel.",
          "Caryophyllen: pfeffrig-würzig, steckt auch in Nelken und schwarzem Pfeffer.",
        ],
      },
      {
        p: "Das Terpenprofil hängt nicht nur von der Genetik ab. Licht, Temperatur, Erntezeitpunkt und vor allem eine schonende Trocknung entscheiden mit, wie viel vom Duft am Ende erhalten bleibt. Terpene verdunsten leicht, wer zu warm trocknet, verliert einen Teil des Aromas.",
      },
      { h2: "Terpene und Wirkung: Was ist belegt?" },
      {
        p: "Oft liest man vom Entourage-Effekt, also der Idee, dass Terpene die Wirkung der Cannabinoide verändern. Einzelne Laborstudien stützen das, belastbare Studien am Menschen fehlen aber weitgehend. Dass Myrcen müde macht oder Limonen die Stimmung hebt, ist bislang eher Erfahrungswissen als gesicherte Erkenntnis.",
      },
      {
        p: "Für den Alltag heißt das: Terpene sind ein guter Wegweiser für Geschmack und Geruch. Wer Sorten nach ihrer Wirkung auswählt, sollte Angaben zum Terpenprofil mit Vorsicht lesen. Mehr Basiswissen findest du bei den [weiteren Grundlagenartikeln](/blog?category=grundlagen).",
      },
    ],
  },
  {
    title: "Eigenanbau auf dem Balkon: Ein Praxisbericht",
    author: 0,
    categories: ["anbau"],
    tags: ["Eigenanbau", "Anfänger", "Nachhaltigkeit"],
    featured: true,
    excerpt:
      "Drei Pflanzen, ein Südbalkon in Berlin und viele Lektionen: mein erster legaler Anbau von der Keimung bis zum Einmachglas, mit allem, was ich beim nächsten Mal anders mache.",
    body: [
      {
        p: "Als im April 2024 der private Eigenanbau erlaubt wurde, stand für mich fest: Ich probiere es auf meinem Balkon. Drei Pflanzen pro erwachsener Person sind erlaubt, mehr Platz hätte ich ohnehin nicht gehabt.",
      },
      { h2: "Die Vorbereitung" },
      {
        p: "Das Gesetz verlangt, dass Pflanzen und Ernte vor dem Zugriff durch Kinder, Jugendliche und Dritte geschützt sind. Mein Balkon liegt im dritten Stock, ist von der Straße aus nicht einsehbar, und die Balkontür lässt sich abschließen. Die Nachbarn habe ich trotzdem vorab informiert, das hat spätere Diskussionen über den Geruch erspart.",
      },
      {
        ul: [
          "drei Stofftöpfe mit je 25 Litern",
          "torffreie, leicht vorgedüngte Erde",
          "Autoflowering-Samen einer kompakten Sorte",
          "ein Regenfass für das Gießwasser",
        ],
      },
      { h2: "Vom Keimling zur Blüte" },
      {
        p: "Die Samen habe ich Anfang Mai direkt in die Töpfe gesetzt. Nach vier Tagen waren alle drei zu sehen. Den größten Fehler habe ich im Juni gemacht: Aus Sorge, die Pflanzen könnten vertrocknen, habe ich zu oft gegossen. Die Blätter hingen schlaff, bis ich verstanden hatte, dass es zu viel Wasser war und nicht zu wenig.",
      },
      {
        p: "Ab Mitte Juli setzte die Blüte ein. Ein Gewitterschauer nach dem anderen machte mir Sorgen wegen Schimmel, also habe ich die Pflanzen bei Dauerregen unter das Vordach gestellt und die Blüten täglich kontrolliert.",
      },
      { h2: "Ernte, Trocknung und Fazit" },
      {
        p: "Geerntet habe ich Ende August. Die Zweige hingen zwei Wochen bei etwa 18 Grad im dunklen Abstellraum, danach kamen die Blüten in Gläser. Wichtig: Zu Hause darfst du höchstens 50 Gramm getrocknetes Cannabis besitzen, das solltest du bei der Planung im Blick haben.",
      },
      {
        p: "Nächstes Jahr gieße ich seltener, starte zwei Wochen früher und besorge mir Erde und Töpfe rechtzeitig, etwa bei [GrowMarkt24](/empfehlung/growmarkt24). Der Aufwand hat sich gelohnt, vor allem wegen all dem, was ich über die Pflanze gelernt habe.",
      },
    ],
  },
  {
    title: "Die besten Hanf-Rezepte für den Herbst",
    author: 0,
    categories: ["kultur-lifestyle"],
    tags: ["Rezepte", "Nachhaltigkeit"],
    excerpt:
      "Kürbissuppe mit gerösteten Hanfsamen, ein warmer Linsensalat und Bratäpfel mit Hanf-Crunch: drei Lieblingsgerichte für kalte Tage, alle ohne THC.",
    body: [
      {
        p: "Geschälte Hanfsamen schmecken nussig, liefern viel Eiweiß und enthalten kein THC. Im Herbst kommen sie bei mir fast täglich auf den Tisch, als Topping, im Teig oder im Dressing. Hier sind meine drei Lieblingsrezepte für die kalte Jahreszeit.",
      },
      { h2: "Kürbissuppe mit gerösteten Hanfsamen" },
      {
        p: "Einen Hokkaido-Kürbis mit Schale würfeln und mit einer Zwiebel, einem Stück Ingwer und einer Kartoffel in etwas Öl anschwitzen. Mit einem Liter Gemüsebrühe aufgießen, zwanzig Minuten köcheln lassen und fein pürieren. Zwei Esslöffel Hanfsamen ohne Fett in der Pfanne rösten, bis sie duften, und über die Suppe streuen.",
      },
      { h2: "Warmer Linsensalat mit Hanföl-Dressing" },
      {
        ul: [
          "200 g Beluga-Linsen, bissfest gegart",
          "1 Handvoll Feldsalat",
          "1 Birne in dünnen Spalten",
          "3 EL Hanföl, 1 EL Apfelessig, 1 TL Senf, Salz und Pfeffer",
        ],
      },
      {
        p: "Die Linsen noch lauwarm mit Birne und Feldsalat mischen. Für das Dressing Hanföl, Essig und Senf verrühren. Hanföl bitte nicht erhitzen: Es verliert dabei sein Aroma und bildet Bitterstoffe.",
      },
      { h2: "Bratäpfel mit Hanf-Crunch" },
      {
        p: "Vier säuerliche Äpfel aushöhlen und mit einer Mischung aus Haferflocken, Hanfsamen, Rosinen, Zimt und einem Löffel Honig füllen. Bei 180 Grad etwa 25 Minuten backen. Mit Vanillesauce oder einem Klecks Joghurt servieren.",
      },
    ],
  },
  {
    title: "Vaporizer oder Joint? Ein ehrlicher Vergleich",
    author: 0,
    categories: ["grundlagen"],
    tags: ["Vaporizer", "Anfänger"],
    excerpt:
      "Verbrennen oder verdampfen? Wir vergleichen beide Wege bei Schadstoffen, Geschmack, Kosten und Handhabung und sagen, für wen sich ein Vaporizer lohnt.",
    body: [
      {
        p: "Der Joint ist der Klassiker, der Vaporizer gilt als die gesündere Alternative. Stimmt das? Und lohnt sich die Anschaffung eines Geräts, das schnell 200 Euro und mehr kostet?",
      },
      { h2: "So funktioniert ein Vaporizer" },
      {
        p: "Ein Vaporizer erhitzt die Blüten auf etwa 170 bis 210 Grad. Bei diesen Temperaturen verdampfen Cannabinoide und Terpene, das Pflanzenmaterial verbrennt aber nicht. Es gibt Geräte, die mit heißer Luft arbeiten (Konvektion), und solche, die die Kammer direkt erhitzen (Konduktion).",
      },
      { h2: "Gesundheitliche Aspekte" },
      {
        p: "Beim Verbrennen entstehen Teer, Kohlenmonoxid und viele weitere Schadstoffe, zumal Joints meist mit Tabak gemischt werden. Beim Verdampfen fallen deutlich weniger dieser Stoffe an. Risikofrei ist aber auch das Inhalieren von Dampf nicht, und an der psychoaktiven Wirkung ändert die Methode nichts.",
      },
      {
        ul: [
          "kein Tabak und damit kein Nikotin",
          "weniger Verbrennungsprodukte",
          "Temperatur und damit Geschmack lassen sich steuern",
          "Geruch ist schwächer und verfliegt schneller",
        ],
      },
      { h2: "Kosten und Alltagstauglichkeit" },
      {
        p: "Ein guter Vaporizer kostet einmalig zwischen 150 und 350 Euro. Dafür kommst du mit weniger Material aus, weil kaum etwas durch Verbrennen verloren geht. Akku laden, Kammer reinigen und Siebe tauschen gehören allerdings zur Routine.",
      },
      {
        p: "Unser Fazit nach dem Vergleich: Wer regelmäßig konsumiert, fährt mit einem Vaporizer gesünder und auf Dauer günstiger. Eine Übersicht über Geräte und Ersatzteile bietet die [Vaporizer Zentrale](/empfehlung/vaporizer-zentrale).",
      },
    ],
  },
  {
    title: "Hanfmessen 2026: Unsere Highlights",
    author: 0,
    categories: ["events-reisen"],
    tags: ["Reisen"],
    excerpt:
      "Von Berlin über Wien bis Zürich: Welche Hanfmessen 2026 einen Besuch wert waren, welche Vorträge hängen geblieben sind und was wir uns fürs nächste Jahr wünschen.",
    body: [
      {
        p: "Das Messejahr 2026 war das erste, in dem sich die Branche in Deutschland nach der Teillegalisierung richtig sortiert hat. Statt Aufbruchsstimmung gab es mehr Fachprogramm, mehr Anbauvereinigungen an eigenen Ständen und erstaunlich viele Eltern mit Fragen.",
      },
      { h2: "Berlin im Frühjahr" },
      {
        p: "Die [Hanfmesse Berlin](/empfehlung/hanfmesse-berlin) hat im Mai erstmals zwei Hallen gefüllt. Das Highlight war eine Podiumsrunde mit Vorständen von Anbauvereinigungen, die offen über Bürokratie, Wartelisten und Präventionsarbeit gesprochen haben.",
      },
      { h2: "Wien und Zürich im Sommer" },
      {
        p: "In Wien drehten sich viele Gespräche um die strengere österreichische Rechtslage, in Zürich um die laufenden Pilotversuche. Beide Messen hatten einen starken Fokus auf CBD, Textilien und Lebensmittel aus Hanf.",
      },
      {
        ul: [
          "bester Vortrag: Terpenanalyse im Labor, anschaulich erklärt",
          "schönster Stand: eine Hanfweberei mit Live-Webstuhl",
          "nützlichster Workshop: Schädlinge biologisch bekämpfen",
        ],
      },
      { h2: "Ausblick auf das nächste Jahr" },
      {
        p: "Für 2027 wünschen wir uns mehr Programm für Patientinnen und Patienten und bessere Barrierefreiheit. Unsere Tipps für die nächste Saison sammeln wir wieder im [Blog](/blog).",
      },
    ],
  },
  {
    title: "Jugendschutz und Konsum: Was Eltern wissen sollten",
    author: 0,
    categories: ["recht-politik"],
    tags: ["Jugendschutz", "KCanG"],
    excerpt:
      "Für Minderjährige bleibt Cannabis verboten, trotzdem haben viele Eltern Fragen. Was das Gesetz regelt, wie ein gutes Gespräch gelingt und wo Familien Beratung finden.",
    body: [
      {
        p: "Seit der Teillegalisierung bekommen Beratungsstellen mehr Anrufe von Eltern. Die Sorge ist verständlich: Cannabis ist für Erwachsene leichter zugänglich geworden, und Jugendliche bekommen das mit.",
      },
      { h2: "Was das Gesetz für Minderjährige regelt" },
      {
        p: "Der Jugendschutz ist eines der erklärten Ziele des Gesetzes: Für Menschen unter 18 Jahren sind Besitz, Anbau und Konsum verboten. Wer Cannabis an Minderjährige weitergibt, macht sich strafbar, und das wird streng verfolgt. Jugendliche, die mit Cannabis erwischt werden, werden nicht bestraft, die Behörden informieren aber die Eltern und können zu einem Frühinterventionsprogramm verpflichten.",
      },
      {
        ul: [
          "kein Konsum in Sichtweite von Schulen, Spielplätzen und Jugendeinrichtungen",
          "kein Konsum in Fußgängerzonen zwischen 7 und 20 Uhr",
          "Cannabis zu Hause muss für Kinder unzugänglich verwahrt werden",
          "Werbung für Cannabis ist verboten",
        ],
      },
      { h2: "Das Gespräch mit Jugendlichen" },
      {
        p: "Fachleute raten zu Offenheit statt Verboten und Drohungen. Frag nach, was dein Kind schon gehört hat, und hör zu. Sachliche Informationen über Risiken für das Gehirn, das sich bis Mitte zwanzig entwickelt, wirken besser als Panik.",
      },
      { h2: "Hilfe und Beratung" },
      {
        p: "Kommunale Suchtberatungsstellen beraten auch Eltern, kostenlos und vertraulich. Gute Informationen für Jugendliche und Familien bietet die [Cannabisprävention des Bundes](https://www.cannabispraevention.de).",
      },
    ],
  },
  {
    title: "Medizinalcannabis per Telemedizin: Erfahrungen aus der Praxis",
    author: 2,
    categories: ["medizin"],
    tags: ["Medizinalcannabis"],
    featuredByAdmin: true,
    excerpt:
      "Vom Fragebogen bis zur Apotheke: Wie eine telemedizinische Sprechstunde abläuft, was sie kostet und an welchen Warnzeichen du unseriöse Anbieter erkennst.",
    body: [
      {
        p: "Ich lebe seit Jahren mit einer Schmerzerkrankung und habe im vergangenen Jahr eine Therapie mit Medizinalcannabis begonnen, vermittelt über Telemedizin, also eine Online-Sprechstunde. Hier beschreibe ich, wie das lief.",
      },
      { h2: "Der erste Termin" },
      {
        p: "Vor dem Termin musste ich einen ausführlichen Fragebogen ausfüllen und Arztbriefe hochladen. Das Videogespräch selbst dauerte etwa zwanzig Minuten. Die Ärztin fragte nach bisherigen Therapien, Vorerkrankungen und Medikamenten und erklärte mir, warum Cannabis in meinem Fall einen Versuch wert ist.",
      },
      { h2: "Rezept und Apotheke" },
      {
        p: "Seit April 2024 ist Medizinalcannabis kein Betäubungsmittel mehr und wird auf einem normalen Rezept verordnet. Als Selbstzahlerin bekomme ich ein Privatrezept, das ich bei einer Apotheke meiner Wahl einlöse. Die gesetzliche Krankenkasse übernimmt die Kosten nur nach einem Antrag, der vor Beginn der Therapie gestellt werden muss.",
      },
      {
        ul: [
          "Erstgespräch: bei meinem Anbieter 79 Euro",
          "Folgerezept: 15 bis 30 Euro",
          "Blüten oder Extrakte: Apothekenpreis, je nach Sorte sehr unterschiedlich",
        ],
      },
      { h2: "Worauf man achten sollte" },
      {
        p: "Seriöse Anbieter wollen Vorbefunde sehen, klären über Nebenwirkungen und Fahrtüchtigkeit auf und stellen nicht nach drei Klicks ein Rezept aus. Politisch wird zudem diskutiert, Erstverordnungen ohne persönlichen Arztkontakt einzuschränken; informiere dich vor dem Termin über den aktuellen Stand.",
      },
      {
        p: "Ich bin mit der [MediCann Sprechstunde](/empfehlung/medicann-sprechstunde) gestartet. Hintergrundinformationen zu Arzneimitteln auf Cannabisbasis veröffentlicht das [Bundesinstitut für Arzneimittel und Medizinprodukte](https://www.bfarm.de).",
      },
    ],
  },
  {
    title: "CBD-Öl richtig dosieren",
    author: 2,
    categories: ["medizin"],
    tags: ["CBD"],
    featured: true,
    excerpt:
      "Fünf oder zehn Prozent, zwei oder zehn Tropfen? Wie du die Konzentration auf dem Etikett in Milligramm umrechnest und warum langsames Eindosieren der beste Weg ist.",
    body: [
      {
        p: "CBD-Öle stehen in Drogerien, Apotheken und Onlineshops. Auf den Fläschchen stehen Prozentangaben, die Wirkung hängt aber von der Menge CBD in Milligramm ab. Das sorgt regelmäßig für Verwirrung.",
      },
      { h2: "Konzentration verstehen" },
      {
        p: "Ein 10-Milliliter-Fläschchen mit fünf Prozent CBD enthält rund 500 Milligramm CBD. Ein Tropfen aus einer üblichen Pipette hat etwa 0,05 Milliliter, also ungefähr 2,5 Milligramm. Bei zehn Prozent sind es entsprechend rund 5 Milligramm pro Tropfen.",
      },
      { h2: "Langsam eindosieren" },
      {
        ol: [
          "Beginne mit zwei bis drei Tropfen am Abend.",
          "Behalte die Menge drei bis vier Tage bei und notiere, wie es dir geht.",
          "Steigere dann um ein bis zwei Tropfen.",
          "Höre auf zu steigern, sobald du die gewünschte Wirkung spürst.",
        ],
      },
      {
        p: "CBD kann die Wirkung anderer Medikamente verstärken oder abschwächen, weil es dieselben Leberenzyme beansprucht. Wer regelmäßig Medikamente nimmt, etwa Blutverdünner oder Antiepileptika, sollte vorher mit der Ärztin oder der Apotheke sprechen.",
      },
      { h2: "Qualität erkennen" },
      {
        p: "Gute Hersteller veröffentlichen zu jeder Charge eine Laboranalyse mit CBD- und THC-Gehalt sowie Prüfungen auf Schwermetalle und Pestizide. Ein Beispiel für transparente Analysen ist [CBD Naturwerk](/empfehlung/cbd-naturwerk). Finger weg von Produkten mit Heilversprechen.",
      },
    ],
  },
  {
    title: "Cannabis in Österreich: Die aktuelle Rechtslage",
    author: 2,
    categories: ["recht-politik"],
    tags: ["Österreich"],
    excerpt:
      "Während Deutschland teillegalisiert hat, bleibt Österreich bei seinem strengen Kurs. Was für Besitz, Anbau und CBD gilt und was das für Reisende aus Deutschland bedeutet.",
    body: [
      {
        p: "Wer von München nach Salzburg fährt, überquert nicht nur eine Landesgrenze, sondern auch eine völlig andere Rechtslage. In Österreich hat sich durch das deutsche Konsumcannabisgesetz nichts geändert.",
      },
      { h2: "Besitz und Konsum" },
      {
        p: "THC-haltiges Cannabis fällt in Österreich unter das Suchtmittelgesetz. Erwerb und Besitz sind verboten, auch in kleinen Mengen. Bei geringen Mengen für den Eigengebrauch wird das Verfahren oft gegen Auflagen eingestellt, etwa eine gesundheitsbezogene Maßnahme, eine Anzeige gibt es trotzdem.",
      },
      { h2: "Hanfshops und CBD" },
      {
        p: "Hanfshops sind in Österreich weit verbreitet. Sie verkaufen Samen, Stecklinge und CBD-Produkte. Stecklinge dürfen legal verkauft werden, solange sie nicht blühen. Wer eine Pflanze zur Blüte bringt, um THC zu gewinnen, macht sich strafbar. Rund um CBD-Blüten ist die Lage seit Jahren umstritten.",
      },
      {
        ul: [
          "Samen und nicht blühende Stecklinge: legal erhältlich",
          "CBD-Produkte: erhältlich, Regeln je nach Produktart",
          "THC-haltige Blüten: verboten",
          "Einfuhr von Cannabis aus Deutschland: verboten",
        ],
      },
      { h2: "Hinweise für Reisende" },
      {
        p: "Nimm kein Cannabis über die Grenze mit, auch keine Reste. Für Patientinnen und Patienten mit Verordnung aus Deutschland gelten die Schengen-Regeln mit einer ärztlichen Bescheinigung. Entspannte Hanfkultur ohne THC erlebst du in Wien zum Beispiel im [Café Hanfblüte](/empfehlung/cafe-hanfbluete).",
      },
    ],
  },
  {
    title: "Ein Wochenende in Amsterdam: Coffeeshops, Kultur und Grachten",
    author: 2,
    categories: ["events-reisen"],
    tags: ["Reisen"],
    excerpt:
      "Drei Tage Amsterdam zwischen Museumsquartier, Grachtenufer und Coffeeshop: unsere Route, die wichtigsten Regeln für Gäste und ein paar Tipps abseits der Touristenströme.",
    body: [
      {
        p: "Amsterdam war lange das Sehnsuchtsziel der Hanfkultur. Seit Deutschland teillegalisiert hat, reisen viele nicht mehr wegen der Coffeeshops an, sondern wegen der Stadt selbst. Genau so haben wir unser Wochenende geplant.",
      },
      { h2: "Anreise und Unterkunft" },
      {
        p: "Mit dem Zug ist man aus dem Rheinland in gut drei Stunden da. Wir haben im [Hotel Hanfhaus Amsterdam](/empfehlung/hotel-hanfhaus-amsterdam) übernachtet, ruhig gelegen und mit einem Team, das gern Tipps gibt.",
      },
      { h2: "Coffeeshops: die Regeln für Gäste" },
      {
        ul: [
          "Zutritt erst ab 18 Jahren, der Ausweis wird kontrolliert",
          "höchstens 5 Gramm pro Person und Tag",
          "Kiffen auf der Straße ist in der Altstadt verboten",
          "nichts mit über die Grenze nehmen",
        ],
      },
      {
        p: "Coffeeshops werden in den Niederlanden geduldet, aber nicht legal beliefert. Entsprechend diskret treten die guten unter ihnen auf. Das [De Groene Vlinder](/empfehlung/coffeeshop-de-groene-vlinder) hat uns mit ruhiger Atmosphäre und guter Beratung gefallen.",
      },
      { h2: "Kultur abseits der Touristenpfade" },
      {
        p: "Tagsüber sind wir an den Grachten entlang durch die Stadt gelaufen, statt am Rembrandtplein haben wir die Abende im Jordaan und in Amsterdam-Noord verbracht. Die Fähre hinter dem Hauptbahnhof ist kostenlos, drüben warten alte Werfthallen mit Flohmarkt, Galerien und Restaurants mit Blick auf das IJ.",
      },
    ],
  },
  {
    title: "Nachhaltiger Hanfanbau: Erde, Wasser, Licht",
    author: 2,
    categories: ["anbau", "kultur-lifestyle"],
    tags: ["Nachhaltigkeit", "Eigenanbau"],
    excerpt:
      "Torffreie Erde, Regenwasser und sparsames Licht: Mit ein paar Grundregeln wird der private Anbau deutlich ressourcenschonender, ohne dass die Pflanzen darunter leiden.",
    body: [
      {
        p: "Hanf gilt auf dem Feld als umweltfreundliche Pflanze. Ob auch der private Hanfanbau nachhaltiger wird, hängt davon ab, was in den Topf und in die Steckdose geht. Drei Stellschrauben machen den größten Unterschied.",
      },
      { h2: "Torffreie Erde und Kompost" },
      {
        p: "Für Torf werden Moore entwässert, die große Mengen CO₂ speichern. Inzwischen gibt es gute torffreie Substrate aus Kompost, Holzfasern und Kokos. Wer einen Garten hat, kann einen Teil der Erde mit eigenem Kompost mischen und die Erde nach der Ernte für Gemüse weiterverwenden.",
      },
      { h2: "Wasser sparen" },
      {
        ul: [
          "Regenwasser sammeln, es ist kalkarm und kostenlos",
          "morgens gießen, damit weniger verdunstet",
          "die Erde mit Stroh oder Grasschnitt abdecken",
          "Untersetzer nutzen und Überlaufwasser wiederverwenden",
        ],
      },
      { h2: "Energieeffiziente Beleuchtung" },
      {
        p: "Drinnen ist Licht der größte Energieverbraucher. Moderne LED-Leuchten erzeugen pro Watt deutlich mehr nutzbares Licht als alte Natriumdampflampen, und eine gut isolierte Growbox mit reflektierenden Wänden verschwendet weniger davon. Mit Ökostrom lässt sich die Bilanz weiter verbessern.",
      },
      {
        p: "Draußen ist die Sonne ohnehin unschlagbar. Wer einen sonnigen Balkon oder Garten hat, spart sich die Lampe ganz. Weitere Praxistipps sammeln wir in der Kategorie [Anbau & Growing](/blog?category=anbau).",
      },
    ],
  },
  {
    title: "Genetik-Grundlagen: Indica, Sativa und Hybride",
    author: 3,
    categories: ["anbau", "grundlagen"],
    tags: ["Genetik"],
    featuredByAdmin: true,
    excerpt:
      "Indica macht müde, Sativa macht wach? Woher die Begriffe stammen, warum die Forschung sie für die Wirkung kaum noch gelten lässt und wofür sie beim Anbau trotzdem taugen.",
    body: [
      {
        p: "Wer sich mit den Grundlagen der Genetik beschäftigt, stößt schnell auf zwei Begriffe. Kaum eine Einteilung ist so verbreitet und so missverständlich wie die in Indica und Sativa. Auf fast jeder Sortenbeschreibung steht sie, doch was sie tatsächlich aussagt, ist begrenzt.",
      },
      { h2: "Herkunft der Begriffe" },
      {
        p: "Carl von Linné beschrieb 1753 Cannabis sativa, Jean-Baptiste de Lamarck 1785 Cannabis indica. Gemeint waren Pflanzen unterschiedlicher Herkunft und Gestalt: hochgewachsene Landsorten aus Europa und Südasien und kompakte, breitblättrige Pflanzen aus dem Hindukusch.",
      },
      { h2: "Was die Forschung sagt" },
      {
        p: "Genetische Analysen zeigen, dass sich heutige Sorten mit dem Etikett Indica oder Sativa in ihrem Erbgut oft kaum unterscheiden. Die Wirkung hängt vor allem von Cannabinoid- und Terpenprofil, Dosis und Person ab. Fachleute sprechen deshalb lieber von Chemotypen, also dem chemischen Profil einer Sorte.",
      },
      { h2: "Hybride und moderne Züchtung" },
      { p: "Fast alle heutigen Sorten sind Kreuzungen. Für den Anbau bleiben die alten Begriffe trotzdem nützlich, weil sie den Wuchs beschreiben:" },
      {
        ul: [
          "Indica-dominant: kompakt, breite Blätter, kürzere Blütezeit",
          "Sativa-dominant: hoch und luftig, schmale Blätter, längere Blüte",
          "Ruderalis-Anteil: blüht automatisch, unabhängig von der Tageslänge",
        ],
      },
      {
        p: "Wer also wenig Platz hat, greift zu einer kompakten, indica-betonten Genetik. Über Herkunft und Elternlinien informieren gute Züchter wie [Nordlicht Genetics](/empfehlung/nordlicht-genetics) offen.",
      },
    ],
  },
  {
    title: "Samen kaufen: Worauf du achten solltest",
    author: 3,
    categories: ["anbau"],
    tags: ["Genetik", "Anfänger"],
    excerpt:
      "Feminisiert, regulär oder Autoflowering? Welche Samen für deinen ersten Anbau passen, woran du einen seriösen Züchter erkennst und wie du Samen richtig lagerst und keimst.",
    body: [
      {
        p: "Wer privat anbauen will, braucht Samen oder Stecklinge. Samen dürfen in Deutschland legal gekauft werden, auch aus anderen EU-Ländern, solange sie für den erlaubten Eigenanbau bestimmt sind.",
      },
      { h2: "Samentypen im Vergleich" },
      {
        ul: [
          "Regulär: männliche und weibliche Pflanzen, interessant für die eigene Zucht",
          "Feminisiert: fast ausschließlich weibliche Pflanzen, die Blüten bilden",
          "Autoflowering: blüht nach wenigen Wochen von selbst, ideal für Balkon und Einsteiger",
        ],
      },
      {
        p: "Weil nur drei Pflanzen pro Person erlaubt sind, lohnen sich reguläre Samen für die meisten nicht: Jede männliche Pflanze belegt einen der drei Plätze, ohne Blüten zu liefern.",
      },
      { h2: "Seriöse Anbieter erkennen" },
      {
        p: "Ein guter Züchter nennt Elternlinien, Blütezeit, Wuchshöhe und ein realistisches Terpenprofil. Er verspricht keine absurden THC-Werte, bietet kleine Packungsgrößen an und hat einen erreichbaren Kundenservice. Ein Beispiel aus dem Verzeichnis ist die [Samenbank Alpenland](/empfehlung/samenbank-alpenland).",
      },
      { h2: "Lagerung und Keimung" },
      {
        p: "Samen halten sich kühl, dunkel und trocken mehrere Jahre, am besten in einem luftdichten Glas im Kühlschrank. Zum Keimen legst du sie zwischen feuchte Küchentücher oder direkt einen Zentimeter tief in leicht feuchte Erde. Nach zwei bis sieben Tagen zeigt sich der Keimling.",
      },
    ],
  },
  {
    title: "Die Schweiz und Cannabis: Pilotversuche im Überblick",
    author: 3,
    categories: ["recht-politik"],
    tags: ["Schweiz"],
    excerpt:
      "Basel, Zürich, Bern, Lausanne: In mehreren Städten läuft der regulierte Verkauf als wissenschaftliche Studie. Wie die Projekte funktionieren und was sie bisher zeigen.",
    body: [
      {
        p: "Die Schweiz geht einen eigenen Weg. Statt ein Gesetz für alle zu erlassen, testet sie den regulierten Verkauf seit 2023 in zeitlich begrenzten Studien, bevor das Parlament über eine dauerhafte Regelung entscheidet.",
      },
      { h2: "Wie die Pilotversuche funktionieren" },
      {
        p: "Teilnehmen können Erwachsene, die bereits Cannabis konsumieren und in der jeweiligen Stadt wohnen. Sie kaufen in Apotheken, Fachgeschäften oder sozialen Clubs Produkte aus kontrolliertem Schweizer Bio-Anbau und füllen regelmäßig Fragebögen zu Konsum und Gesundheit aus.",
      },
      {
        ul: [
          "Basel: Verkauf über Apotheken",
          "Zürich: Apotheken, Social Clubs und ein Drug-Checking-Angebot",
          "Bern, Biel und Luzern: Apotheken mit Begleitforschung",
          "Lausanne: nicht gewinnorientierte Verkaufsstelle",
        ],
      },
      { h2: "Erste Ergebnisse" },
      {
        p: "Die bisherigen Zwischenberichte sind unaufgeregt: Die Teilnehmenden konsumieren im Schnitt nicht mehr als vorher, kaufen seltener auf dem Schwarzmarkt und schätzen die Beratung beim Kauf. Für belastbare Aussagen zur Gesundheit laufen die Studien noch zu kurz.",
      },
      { h2: "Was Deutschland lernen kann" },
      {
        p: "Das geplante zweite Standbein des deutschen Gesetzes, regionale Modellprojekte mit Fachgeschäften, ist bisher nicht umgesetzt. Die Schweizer Erfahrungen zeigen, wie solche Projekte wissenschaftlich begleitet werden können. Aktuelle Berichte veröffentlicht das [Bundesamt für Gesundheit der Schweiz](https://www.bag.admin.ch).",
      },
    ],
  },
  {
    title: "LED oder Natriumdampf? Licht für den Indoor-Anbau",
    author: 3,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    excerpt:
      "Die Lampe entscheidet über Ertrag und Stromrechnung. Ein Vergleich von LED und Natriumdampf bei Spektrum, Wärme und Verbrauch, mit einer Beispielrechnung für eine Saison.",
    body: [
      {
        p: "Im Indoor-Anbau ersetzt die Lampe die Sonne. Jahrzehntelang waren Natriumdampflampen der Standard, heute setzen fast alle auf LED. Lohnt sich der Umstieg auch für drei Pflanzen in der Growbox?",
      },
      { h2: "Lichtspektrum und Wachstum" },
      {
        p: "Pflanzen nutzen vor allem blaues und rotes Licht. Natriumdampflampen strahlen stark im gelb-orangen Bereich und eignen sich damit vor allem für die Blüte. Vollspektrum-LEDs decken beide Phasen ab, manche lassen sich sogar zwischen Wachstums- und Blütespektrum umschalten.",
      },
      { h2: "Stromverbrauch im Vergleich" },
      {
        p: "Gute LEDs erzeugen pro Watt etwa 50 bis 60 Prozent mehr nutzbares Licht als eine Natriumdampflampe. Dazu kommt weniger Abwärme, sodass Lüfter und Klimatisierung weniger arbeiten müssen.",
      },
      {
        ul: [
          "LED mit 150 Watt, 18 Stunden täglich: rund 81 kWh im Monat",
          "Natriumdampf mit 250 Watt, 18 Stunden täglich: rund 135 kWh im Monat",
          "bei 35 Cent pro kWh: etwa 28 gegenüber 47 Euro im Monat",
        ],
      },
      { h2: "Unsere Empfehlung" },
      {
        p: "Für den privaten Anbau spricht fast alles für LED: geringere Stromkosten, weniger Hitze in der Wohnung und eine längere Lebensdauer. Plane zusätzlich eine Zeitschaltuhr ein und hänge die Lampe in dem Abstand auf, den der Hersteller angibt. Ausrüstung und Beratung gibt es zum Beispiel bei [GrowMarkt24](/empfehlung/growmarkt24).",
      },
    ],
  },
  {
    title: "Hanf in der Küche: Drei einfache Rezepte",
    author: 4,
    categories: ["kultur-lifestyle"],
    tags: ["Rezepte"],
    excerpt:
      "Porridge am Morgen, eine Bowl mit Hanf-Pesto am Mittag und knusprige Cracker für zwischendurch: drei schnelle Alltagsrezepte mit Hanfsamen und Hanföl.",
    body: [
      {
        p: "Hanfsamen sind für mich das praktischste Superfood: Sie brauchen kein Einweichen, halten sich lange und passen zu süßen und herzhaften Gerichten. Diese drei Rezepte koche ich fast jede Woche.",
      },
      { h2: "Hanf-Porridge mit Beeren" },
      {
        p: "50 Gramm Haferflocken mit 250 Milliliter Haferdrink aufkochen und fünf Minuten quellen lassen. Zwei Esslöffel geschälte Hanfsamen unterrühren, mit Beeren und einem Teelöffel Ahornsirup toppen. Hält bis zum Mittag satt.",
      },
      { h2: "Bowl mit Hanf-Pesto" },
      { ul: ["1 Bund Basilikum", "3 EL geschälte Hanfsamen", "4 EL Hanföl und 2 EL Olivenöl", "1 kleine Knoblauchzehe, Zitronensaft, Salz"] },
      {
        p: "Alles im Mixer fein pürieren. Das Pesto passt zu Quinoa, Ofengemüse und Kichererbsen. Weil Hanföl hitzeempfindlich ist, kommt das Pesto erst auf das fertige, leicht abgekühlte Essen.",
      },
      { h2: "Knusprige Hanf-Cracker" },
      {
        p: "Je 50 Gramm Hanfsamen, Sonnenblumenkerne und Leinsamen mit 30 Gramm Haferflocken, einer Prise Salz und 150 Milliliter Wasser mischen und 15 Minuten quellen lassen. Dünn auf ein Backblech streichen und bei 160 Grad etwa 50 Minuten backen. Wer lieber Hanfgerichte vom Profi probiert, findet sie in der [Hanfküche Düsseldorf](/empfehlung/hanfkueche-duesseldorf).",
      },
    ],
  },
  {
    title: "Reisen mit Medizinalcannabis: Was ist erlaubt?",
    author: 4,
    categories: ["medizin", "events-reisen"],
    tags: ["Medizinalcannabis", "Reisen"],
    excerpt:
      "Mit Verordnung in den Urlaub: welche Bescheinigung du innerhalb des Schengen-Raums brauchst, warum Fernreisen heikel sind und wie du Medikament und Papiere am besten verpackst.",
    body: [
      {
        p: "Für Patientinnen und Patienten ist Medizinalcannabis ein Arzneimittel, das sie nicht einfach zu Hause lassen können. Welche Papiere du brauchst, hängt davon ab, wohin die Reise geht.",
      },
      { h2: "Reisen im Schengen-Raum" },
      {
        p: "Innerhalb des Schengen-Raums darfst du für bis zu 30 Tage die verordnete Menge mitnehmen, wenn du eine Bescheinigung nach Artikel 75 des Schengener Durchführungsübereinkommens bei dir hast. Sie wird von der verordnenden Ärztin ausgefüllt und von der zuständigen Landesbehörde beglaubigt. Plane dafür einige Wochen ein.",
      },
      { h2: "Reisen außerhalb Europas" },
      {
        p: "Für Länder außerhalb des Schengen-Raums gibt es keine einheitliche Regel. Manche Staaten erlauben die Einfuhr mit Genehmigung, andere verbieten sie ausnahmslos und ahnden Verstöße hart. Frag vor der Buchung bei der Botschaft des Ziellandes nach und lass dir die Antwort schriftlich geben.",
      },
      { h2: "Praktische Tipps" },
      {
        ul: [
          "Medikament in der Originalverpackung der Apotheke lassen",
          "Rezeptkopie und Bescheinigung ins Handgepäck",
          "nur die Menge für die Reisedauer mitnehmen",
          "bei Umstiegen die Regeln jedes Transitlandes prüfen",
        ],
      },
      {
        p: "Allgemeine Informationen zu Reisen mit Betäubungs- und Arzneimitteln stellt das [BfArM](https://www.bfarm.de) bereit. Im Zweifel gilt: lieber eine Woche früher anfragen als am Flughafen diskutieren.",
      },
    ],
  },
  {
    title: "Willkommen bei Hanfnetz: So nutzt du die Community",
    author: "admin",
    categories: ["grundlagen"],
    tags: ["Anfänger"],
    excerpt: "Anbieter finden, Erfahrungen teilen, eigene Artikel schreiben: ein kurzer Rundgang durch Hanfnetz für alle, die neu hier sind.",
    body: [
      {
        p: "Schön, dass du da bist! Hanfnetz ist ein Verzeichnis und eine Community rund um Hanf und Cannabiskultur im deutschsprachigen Raum. Alles, was du hier findest, haben Mitglieder eingetragen, bewertet oder geschrieben.",
      },
      { h2: "Einträge finden und bewerten" },
      {
        p: "Auf der Startseite suchst du nach Name, Stadt oder Kategorie, von Anbauvereinigungen über Telemedizin bis zu Creators auf YouTube. Wenn du einen Anbieter kennst, teile deine Erfahrung in einer Bewertung. Andere Mitglieder können sie als hilfreich markieren.",
      },
      { p: "Fehlt ein Anbieter? Über [Eintrag hinzufügen](/add-provider) schlägst du ihn vor; unser Team prüft jeden Eintrag, bevor er erscheint." },
      { h2: "Dein Profil und deine Level" },
      {
        p: "Für jeden freigegebenen Eintrag, jede Bewertung, jeden Artikel und jede Hilfreich-Stimme sammelst du Punkte. Mit steigendem Level schaltest du Funktionen frei, etwa zusätzliche Links im Profil.",
      },
      {
        ul: [
          "5 Punkte pro freigegebenem Eintrag",
          "3 Punkte pro veröffentlichtem Artikel",
          "2 Punkte pro Bewertung",
          "1 Punkt pro erhaltener Hilfreich-Stimme",
        ],
      },
      { h2: "Selbst schreiben" },
      {
        p: "Unter [Mein Blog](/myblog) schreibst du eigene Artikel, speicherst Entwürfe und planst Veröffentlichungen. Bitte halte dich an unsere Nutzungsbedingungen: Information und Erfahrung ja, Verkauf oder Anleitungen zu Illegalem nein.",
      },
    ],
    dofollow: ["/add-provider"],
  },
  {
    title: "Ein Jahr KCanG: Eine Bilanz",
    author: "admin",
    categories: ["recht-politik"],
    tags: ["KCanG", "Social Clubs"],
    excerpt:
      "Eigenanbau, Anbauvereinigungen, Schutzzonen, Straßenverkehr: Was sich seit April 2024 verändert hat, wo es hakt und welche Fragen die Politik als Nächstes beantworten muss.",
    body: [
      {
        p: "Am 1. April 2024 trat das Konsumcannabisgesetz (KCanG) in Kraft. Ein gutes Jahr später lohnt sich ein nüchterner Blick darauf, was aus den großen Versprechen und den großen Befürchtungen geworden ist.",
      },
      { h2: "Was sich verändert hat" },
      {
        ul: [
          "Erwachsene dürfen unterwegs bis zu 25 Gramm und zu Hause bis zu 50 Gramm besitzen.",
          "Bis zu drei Pflanzen pro erwachsener Person sind im privaten Anbau erlaubt.",
          "Seit Juli 2024 können Anbauvereinigungen eine Erlaubnis beantragen.",
          "Im Straßenverkehr gilt seit August 2024 ein THC-Grenzwert von 3,5 Nanogramm pro Milliliter Blutserum.",
        ],
      },
      { p: "Zehntausende laufende Strafverfahren wegen kleiner Mengen wurden eingestellt, Polizei und Justiz berichten von spürbarer Entlastung." },
      { h2: "Anbauvereinigungen in der Praxis" },
      {
        p: "Der Start der Vereine verlief holprig. Die Bundesländer haben Anträge sehr unterschiedlich schnell bearbeitet, und viele Gründerinnen und Gründer haben unterschätzt, wie viel Zeit Genehmigung, Räume und Sicherheitskonzept kosten. Inzwischen geben die ersten Clubs regelmäßig an ihre Mitglieder weiter.",
      },
      { h2: "Wie es weitergeht" },
      {
        p: "Das Gesetz sieht Evaluationen vor, die Auswirkungen auf Jugendschutz, Konsumverhalten und Schwarzmarkt untersuchen. Offen ist außerdem, ob die geplanten Modellprojekte mit Fachgeschäften kommen. Den vollständigen [Gesetzestext](https://www.gesetze-im-internet.de/kcang/) findest du online, über Änderungen berichten wir hier im Blog.",
      },
    ],
  },
  // Drafts and scheduled
  {
    title: "Mein Grow-Tagebuch, Teil 2",
    author: 0,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    status: "draft",
    excerpt: "Woche sechs bis zwölf: die Blüte beginnt, die Pflanzen riechen, und im Untersetzer tauchen die ersten Trauermücken auf.",
    body: [
      {
        p: "Im ersten Teil meines Grow-Tagebuchs ging es um Keimung und Wachstum. Jetzt wird es spannend, denn die Pflanzen haben mit der Blüte begonnen und stellen mich vor neue Fragen.",
      },
      { h2: "Die Blüte beginnt" },
      {
        p: "In Woche sechs zeigten sich an den Triebspitzen die ersten weißen Härchen. Seitdem dünge ich mit weniger Stickstoff und mehr Kalium und schaue mir die Blätter jeden Morgen genau an.",
      },
      { h2: "Ärger mit Trauermücken" },
      {
        p: "Kleine schwarze Fliegen über der Erde sind meist Trauermücken. Ihre Larven leben in feuchter Erde. Ich lasse die Oberfläche jetzt besser abtrocknen, habe Gelbtafeln aufgestellt und eine Schicht Sand auf die Töpfe gestreut.",
      },
      { ul: ["seltener gießen", "Gelbtafeln aufhängen", "Sand als Sperrschicht", "Nematoden als biologische Hilfe"] },
    ],
  },
  {
    title: "Trocknen und Fermentieren: Die Ernte richtig lagern",
    author: 3,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    status: "draft",
    excerpt: "Nach der Ernte ist vor dem Genuss: wie du Blüten langsam trocknest, im Glas nachreifen lässt und dabei Schimmel und Aromaverlust vermeidest.",
    body: [
      {
        p: "Viele Erstanbauer investieren Monate in die Pflege ihrer Pflanzen und verderben die Ernte dann in wenigen Tagen. Die Trocknung entscheidet über Geschmack, Wirkung und Haltbarkeit.",
      },
      { h2: "Langsam trocknen" },
      {
        p: "Ideal sind 18 bis 20 Grad und eine Luftfeuchtigkeit um 55 Prozent in einem dunklen Raum. Die Zweige hängen kopfüber, ein kleiner Ventilator bewegt die Luft, ohne direkt auf die Blüten zu blasen. Nach etwa zehn bis vierzehn Tagen brechen dünne Stiele mit einem leisen Knacken.",
      },
      { h2: "Fermentieren im Glas" },
      {
        ul: [
          "Gläser zu drei Vierteln füllen",
          "in der ersten Woche täglich kurz lüften",
          "ein Hygrometer im Glas zeigt Restfeuchte an",
          "kühl und dunkel lagern",
        ],
      },
      {
        p: "Riecht es beim Öffnen nach Heu oder gar muffig, ist noch zu viel Feuchtigkeit im Spiel. Dann die Blüten für einige Stunden herausnehmen und erneut trocknen lassen.",
      },
    ],
  },
  {
    title: "Cannabis und Schlaf: Was sagt die Forschung?",
    author: 2,
    categories: ["medizin"],
    tags: ["Medizinalcannabis", "CBD"],
    status: "scheduled",
    excerpt:
      "Einschlafhilfe oder Schlafräuber? Was Studien über Cannabinoide und Schlaf zeigen, welche Rolle Gewöhnung spielt und welche Alternativen zuerst einen Versuch wert sind.",
    body: [
      {
        p: "Schlafprobleme gehören zu den häufigsten Gründen, warum Menschen zu Cannabis oder CBD greifen. Die Studienlage ist allerdings dünner, als viele Erfahrungsberichte vermuten lassen.",
      },
      { h2: "Studienlage" },
      {
        p: "Kleine Studien deuten darauf hin, dass THC das Einschlafen erleichtern kann, gleichzeitig aber den Traumschlaf verkürzt. Für CBD sind die Ergebnisse uneinheitlich. Große, langfristige Untersuchungen fehlen bisher.",
      },
      { h2: "Gewöhnung und Absetzen" },
      {
        p: "Bei regelmäßigem Gebrauch gewöhnt sich der Körper an die Wirkung. Wer dann aufhört, erlebt häufig einige Nächte mit schlechtem Schlaf und intensiven Träumen. Das ist unangenehm, lässt aber nach wenigen Wochen nach.",
      },
      { h2: "Alternativen" },
      {
        ul: [
          "feste Schlafenszeiten auch am Wochenende",
          "Bildschirme eine Stunde vor dem Schlafen weglegen",
          "kognitive Verhaltenstherapie für Schlafstörungen",
          "ärztliche Abklärung bei anhaltenden Problemen",
        ],
      },
    ],
  },
];
