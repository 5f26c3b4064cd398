export const BLOG_CATEGORIES = [
  { name: "Grundlagen", slug: "grundlagen", description: "Basiswissen rund um Hanf und Cannabis." },
  { name: "Recht & Politik", slug: "recht-politik", description: "Gesetze, Urteile und politische Entwicklungen." },
  { name: "Anbau & Growing", slug: "anbau", description: "Tipps für den privaten Eigenanbau." },
  { name: "Medizin & Gesundheit", slug: "medizin", description: "Medizinalcannabis, Forschung und Gesundheit." },
  { name: "Kultur & Lifestyle", slug: "kultur-lifestyle", description: "Küche, Kunst und Alltag." },
  { name: "Events & Reisen", slug: "events-reisen", description: "Messen, Festivals und Reiseziele." },
] as const;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];

export const BLOG_TAGS = [
  "Anfänger",
  "KCanG",
  "Eigenanbau",
  "Terpene",
  "CBD",
  "Medizinalcannabis",
  "Social Clubs",
  "Reisen",
  "Rezepte",
  "Vaporizer",
  "Genetik",
  "Jugendschutz",
  "Österreich",
  "Schweiz",
  "Nachhaltigkeit",
] as const;

export type ArticleLink = { url: string; text: string; dofollow?: boolean };

export type ArticleDef = {
  title: string;
  /** Index into DEMO_USERS, or "admin". */
  author: number | "admin";
  categories: BlogCategorySlug[];
  tags: (typeof BLOG_TAGS)[number][];
  intro: string;
  headings: string[];
  links: ArticleLink[];
  status?: "draft" | "published" | "scheduled";
  featuredByAdmin?: boolean;
  featured?: boolean;
};

/** Paragraphs by blog category, combined into the article sections. */
export const PARAGRAPHS: Record<BlogCategorySlug, string[]> = {
  grundlagen: [
    "Hanf gehört zu den ältesten Kulturpflanzen der Menschheit. Schon vor Jahrtausenden wurden seine Fasern für Seile und Textilien genutzt, seine Samen als Nahrung und seine Blüten als Heilmittel. Heute erlebt die Pflanze eine Renaissance, nicht zuletzt wegen der veränderten Rechtslage.",
    "Die wichtigsten Wirkstoffe der Pflanze sind die Cannabinoide THC und CBD. Während THC für die psychoaktive Wirkung verantwortlich ist, wirkt CBD nicht berauschend und wird vor allem wegen seiner entspannenden Eigenschaften geschätzt. Daneben gibt es über hundert weitere Cannabinoide, die noch wenig erforscht sind.",
    "Wer neu in das Thema einsteigt, sollte sich Zeit nehmen und sich gut informieren. Seriöse Quellen, erfahrene Ansprechpartner und ein verantwortungsvoller Umgang sind wichtiger als schnelle Erfahrungen. Niedrige Dosierungen und eine ruhige Umgebung helfen, die eigene Reaktion kennenzulernen.",
    "Terpene sind aromatische Verbindungen, die nicht nur in Hanf, sondern auch in Zitrusfrüchten, Kräutern und Nadelbäumen vorkommen. Sie bestimmen den Geruch und Geschmack einer Sorte und beeinflussen nach aktuellem Kenntnisstand auch das Zusammenspiel der Wirkstoffe.",
    "Die Art des Konsums macht einen großen Unterschied. Verdampfen gilt als schonender als Verbrennen, weil dabei deutlich weniger Schadstoffe entstehen. Essbare Produkte wirken dagegen verzögert und deutlich länger, was gerade Einsteiger häufig unterschätzen.",
  ],
  "recht-politik": [
    "Seit dem Inkrafttreten des Konsumcannabisgesetzes dürfen Erwachsene in Deutschland unter bestimmten Voraussetzungen Cannabis besitzen und privat anbauen. Erlaubt sind bis zu drei Pflanzen pro volljähriger Person im privaten Raum. Im öffentlichen Raum gelten strengere Besitzgrenzen.",
    "Anbauvereinigungen, oft als Cannabis Social Clubs bezeichnet, dürfen nicht gewinnorientiert arbeiten. Sie bauen gemeinschaftlich an und geben Cannabis nur an ihre Mitglieder ab. Die Zahl der Mitglieder ist begrenzt, und die Vereine müssen umfangreiche Auflagen zum Jugend- und Gesundheitsschutz erfüllen.",
    "Der Konsum in unmittelbarer Nähe von Schulen, Kinder- und Jugendeinrichtungen sowie öffentlich zugänglichen Sportstätten ist untersagt. Auch in Fußgängerzonen gelten tagsüber Einschränkungen. Wer unterwegs ist, sollte die örtlichen Regeln kennen.",
    "In Österreich und der Schweiz gelten andere Regeln als in Deutschland. Während in Österreich der Besitz weiterhin verboten ist, laufen in mehreren Schweizer Städten wissenschaftliche Pilotversuche zum regulierten Verkauf. Reisende sollten sich vorab genau informieren.",
    "Die politische Debatte ist noch lange nicht abgeschlossen. Evaluationen sollen zeigen, wie sich die neuen Regeln auf Jugendschutz, Gesundheit und den Schwarzmarkt auswirken. Viele Verbände fordern bereits Nachbesserungen, etwa bei der Bürokratie für Anbauvereinigungen.",
  ],
  anbau: [
    "Der richtige Standort ist die halbe Miete. Hanf braucht viel Licht, frische Luft und einen vor Blicken geschützten Platz. Auf dem Balkon sollten die Pflanzen nicht von der Straße aus sichtbar sein, und Kinder dürfen keinen Zugang haben.",
    "Gute Erde und eine angepasste Düngung sorgen für gesunde Pflanzen. Einsteiger fahren mit vorgedüngter Erde und organischem Dünger meist am besten. Zu viel Dünger schadet mehr als zu wenig, deshalb lohnt es sich, mit geringen Mengen zu beginnen.",
    "Beim Gießen gilt: lieber seltener und dafür gründlich. Staunässe ist einer der häufigsten Anfängerfehler und führt schnell zu Wurzelfäule. Ein einfacher Fingertest zeigt, ob die oberste Erdschicht bereits abgetrocknet ist.",
    "Für den Indoor-Anbau ist die Beleuchtung entscheidend. Moderne LED-Leuchten sind sparsam, entwickeln wenig Wärme und lassen sich genau auf die Wachstumsphase abstimmen. Eine Zeitschaltuhr sorgt für einen verlässlichen Tag-Nacht-Rhythmus.",
    "Die Wahl der Genetik bestimmt Wuchshöhe, Blütezeit und Ertrag. Autoflowering-Sorten blühen unabhängig von der Lichtdauer und eignen sich gut für Einsteiger. Photoperiodische Sorten bieten mehr Kontrolle, verlangen aber etwas mehr Erfahrung.",
  ],
  medizin: [
    "Medizinisches Cannabis kann seit 2017 in Deutschland ärztlich verordnet werden. Eingesetzt wird es unter anderem bei chronischen Schmerzen, Spastik bei Multipler Sklerose, Appetitlosigkeit und Übelkeit. Ob eine Therapie sinnvoll ist, entscheiden Ärztin oder Arzt im Einzelfall.",
    "Telemedizinische Angebote haben den Zugang zu einer Therapie deutlich vereinfacht. Patientinnen und Patienten können sich per Video beraten lassen und erhalten bei Eignung ein Rezept, das in einer Apotheke eingelöst wird. Wichtig ist eine sorgfältige Anamnese und eine ehrliche Aufklärung.",
    "Die Dosierung sollte langsam gesteigert werden. Nach dem Motto start low, go slow beginnt man mit einer geringen Menge und beobachtet die Wirkung über mehrere Tage. Ein Tagebuch hilft, Wirkung und Nebenwirkungen festzuhalten.",
    "CBD-Produkte sind frei verkäuflich, unterscheiden sich aber stark in Qualität und Wirkstoffgehalt. Seriöse Hersteller legen Laboranalysen offen. Wer Medikamente einnimmt, sollte mögliche Wechselwirkungen vorab mit der Apotheke besprechen.",
    "Die Forschung zu Cannabis als Medizin wächst stetig. Viele Studien sind jedoch klein, und für manche Anwendungen fehlt noch belastbare Evidenz. Umso wichtiger ist ein offener, kritischer Blick auf neue Ergebnisse.",
  ],
  "kultur-lifestyle": [
    "Hanf in der Küche ist mehr als ein Trend. Hanfsamen liefern hochwertiges Eiweiß und ungesättigte Fettsäuren, Hanföl verleiht Salaten ein nussiges Aroma. Die Samen enthalten kein THC und eignen sich daher für die ganze Familie.",
    "Beim Kochen mit Hanföl gilt: nicht zu stark erhitzen. Das empfindliche Öl entfaltet sein Aroma am besten kalt, etwa in Dressings, Dips oder über frisch gekochtem Gemüse. Geröstete Hanfsamen sind ein knuspriges Topping für Müsli und Suppen.",
    "Die Hanfkultur hat Musik, Kunst und Mode über Jahrzehnte geprägt. Von Reggae bis Hip-Hop, von Plakatkunst bis Streetwear ist das grüne Blatt ein wiederkehrendes Motiv. Heute zeigen Ausstellungen und Museen die wechselvolle Geschichte der Pflanze.",
    "Nachhaltigkeit ist ein starkes Argument für Hanf. Die Pflanze wächst schnell, braucht kaum Pflanzenschutzmittel und verbessert die Bodenstruktur. Aus den Fasern entstehen Textilien, Dämmstoffe und sogar Baustoffe.",
    "Gemeinschaft spielt in der Szene eine große Rolle. Ob im Verein, auf Festivals oder in Online-Communities: Der Austausch von Wissen und Erfahrungen steht im Mittelpunkt. Respekt und Rücksichtnahme gehören selbstverständlich dazu.",
  ],
  "events-reisen": [
    "Hanfmessen sind Treffpunkte für Branche und Community. Aussteller zeigen Neuheiten, in Vorträgen geht es um Forschung, Recht und Praxis, und abends wird gemeinsam gefeiert. Wer früh bucht, spart bei Tickets und Unterkunft.",
    "Amsterdam ist für viele das klassische Reiseziel. Neben den Coffeeshops locken Museen, Grachten und eine lebendige Kulturszene. Wichtig: Der Konsum ist nur in den Coffeeshops und an privaten Orten geduldet, nicht auf der Straße.",
    "Wer mit Medizinalcannabis reist, sollte die Regeln des Ziellandes genau kennen. Innerhalb des Schengen-Raums ist eine Bescheinigung nach Artikel 75 des Schengener Durchführungsübereinkommens erforderlich. Für andere Länder gelten eigene, oft strengere Vorschriften.",
    "Barcelona ist bekannt für seine Social Clubs. Der Zugang ist jedoch Mitgliedern vorbehalten, und seriöse Clubs nehmen keine spontanen Touristen auf. Vorsicht vor Anbietern auf der Straße, die schnellen Zutritt versprechen.",
    "In Thailand hat sich die Rechtslage in den letzten Jahren mehrfach geändert. Reisende sollten sich kurz vor der Abreise über den aktuellen Stand informieren und keinesfalls Cannabis über Landesgrenzen transportieren.",
  ],
};

export const LIST_ITEMS: Record<BlogCategorySlug, string[]> = {
  grundlagen: ["Niedrig dosieren und Zeit lassen", "Nur aus seriösen Quellen beziehen", "Nie mit Alkohol kombinieren", "Nicht am Straßenverkehr teilnehmen"],
  "recht-politik": ["Besitz im privaten Raum begrenzt", "Bis zu drei Pflanzen pro Person", "Kein Konsum in Schutzzonen", "Weitergabe an Minderjährige verboten"],
  anbau: ["Heller, geschützter Standort", "Vorgedüngte Erde für den Start", "Gießen nach dem Fingertest", "Geduld bei der Blüte"],
  medizin: ["Ärztliche Beratung einholen", "Langsam eindosieren", "Tagebuch führen", "Wechselwirkungen prüfen"],
  "kultur-lifestyle": ["Hanföl kalt verwenden", "Hanfsamen leicht rösten", "Regionale Zutaten kombinieren", "Mit Freunden teilen"],
  "events-reisen": ["Regeln des Reiselands prüfen", "Tickets früh buchen", "Nichts über Grenzen transportieren", "Lokale Gepflogenheiten respektieren"],
};

export const ARTICLES: ArticleDef[] = [
  {
    title: "Cannabis Social Clubs in Deutschland: So funktioniert die Mitgliedschaft",
    author: 0,
    categories: ["recht-politik", "grundlagen"],
    tags: ["KCanG", "Social Clubs", "Anfänger"],
    featuredByAdmin: true,
    intro: "Anbauvereinigungen sind eine der großen Neuerungen des Konsumcannabisgesetzes. Doch wie wird man Mitglied, was kostet das und welche Pflichten kommen auf einen zu? Wir haben die wichtigsten Antworten zusammengetragen.",
    headings: ["Was ist eine Anbauvereinigung?", "Voraussetzungen für die Mitgliedschaft", "Worauf man bei der Wahl des Clubs achten sollte"],
    links: [
      { url: "https://www.gesetze-im-internet.de/kcang/", text: "Konsumcannabisgesetz im Wortlaut" },
      { url: "/empfehlung/gruener-kreis-berlin-e-v", text: "Grüner Kreis Berlin e.V.", dofollow: true },
    ],
  },
  {
    title: "Terpene verstehen: Myrcen, Limonen und Co.",
    author: 0,
    categories: ["grundlagen"],
    tags: ["Terpene"],
    featured: true,
    intro: "Warum riecht eine Sorte nach Zitrone und die andere nach Kiefernwald? Die Antwort liefern Terpene. In diesem Artikel stellen wir die wichtigsten vor und erklären, was die Forschung über sie weiß.",
    headings: ["Was sind Terpene?", "Die wichtigsten Terpene im Überblick", "Terpene und Wirkung"],
    links: [{ url: "/blog", text: "weitere Grundlagenartikel" }],
  },
  {
    title: "Eigenanbau auf dem Balkon: Ein Praxisbericht",
    author: 0,
    categories: ["anbau"],
    tags: ["Eigenanbau", "Anfänger", "Nachhaltigkeit"],
    featured: true,
    intro: "Drei Pflanzen, ein Südbalkon und ein Sommer voller Erfahrungen: Ich habe meinen ersten legalen Eigenanbau dokumentiert und teile hier, was gut lief und was ich beim nächsten Mal anders machen würde.",
    headings: ["Die Vorbereitung", "Vom Keimling zur Blüte", "Ernte, Trocknung und Fazit"],
    links: [{ url: "/empfehlung/growmarkt24", text: "GrowMarkt24" }],
  },
  {
    title: "Die besten Hanf-Rezepte für den Herbst",
    author: 0,
    categories: ["kultur-lifestyle"],
    tags: ["Rezepte", "Nachhaltigkeit"],
    intro: "Wenn die Tage kürzer werden, beginnt die Zeit der wärmenden Gerichte. Hanfsamen und Hanföl passen hervorragend in die Herbstküche. Hier sind meine liebsten Rezepte, ganz ohne THC.",
    headings: ["Kürbissuppe mit gerösteten Hanfsamen", "Herbstsalat mit Hanföl-Dressing", "Hanf-Energiekugeln für unterwegs"],
    links: [{ url: "/gutscheincodes", text: "aktuelle Gutscheincodes" }],
  },
  {
    title: "Vaporizer oder Joint? Ein ehrlicher Vergleich",
    author: 0,
    categories: ["grundlagen"],
    tags: ["Vaporizer", "Anfänger"],
    intro: "Verbrennen oder verdampfen: Die Frage beschäftigt viele Konsumentinnen und Konsumenten. Wir vergleichen Geschmack, Gesundheit, Kosten und Handhabung.",
    headings: ["So funktioniert ein Vaporizer", "Gesundheitliche Aspekte", "Kosten und Alltagstauglichkeit"],
    links: [{ url: "/empfehlung/vaporizer-zentrale", text: "Vaporizer Zentrale" }],
  },
  {
    title: "Hanfmessen 2026: Unsere Highlights",
    author: 0,
    categories: ["events-reisen"],
    tags: ["Reisen"],
    intro: "Das Messejahr 2026 war voller Neuheiten, spannender Vorträge und Begegnungen. Ein Rückblick auf die Veranstaltungen, die uns am meisten beeindruckt haben.",
    headings: ["Berlin im Frühjahr", "Wien und Zürich im Sommer", "Ausblick auf das nächste Jahr"],
    links: [
      { url: "/empfehlung/hanfmesse-berlin", text: "Hanfmesse Berlin" },
      { url: "/contests", text: "aktuelle Gewinnspiele" },
    ],
  },
  {
    title: "Jugendschutz und Konsum: Was Eltern wissen sollten",
    author: 0,
    categories: ["recht-politik"],
    tags: ["Jugendschutz", "KCanG"],
    intro: "Die neue Rechtslage wirft bei vielen Eltern Fragen auf. Was ist erlaubt, wie spricht man mit Jugendlichen über Cannabis und wo gibt es Unterstützung?",
    headings: ["Was das Gesetz regelt", "Das Gespräch mit Jugendlichen", "Hilfe und Beratung"],
    links: [{ url: "https://www.bzga.de", text: "Bundeszentrale für gesundheitliche Aufklärung" }],
  },
  {
    title: "Medizinalcannabis per Telemedizin: Erfahrungen aus der Praxis",
    author: 2,
    categories: ["medizin"],
    tags: ["Medizinalcannabis"],
    featuredByAdmin: true,
    intro: "Immer mehr Patientinnen und Patienten lassen sich per Video beraten. Wie läuft eine telemedizinische Sprechstunde ab, was kostet sie und worauf sollte man achten? Ein Erfahrungsbericht.",
    headings: ["Der erste Termin", "Rezept und Apotheke", "Worauf man achten sollte"],
    links: [
      { url: "/empfehlung/medicann-sprechstunde", text: "MediCann Sprechstunde" },
      { url: "https://www.bfarm.de", text: "Bundesinstitut für Arzneimittel und Medizinprodukte" },
    ],
  },
  {
    title: "CBD-Öl richtig dosieren",
    author: 2,
    categories: ["medizin"],
    tags: ["CBD"],
    featured: true,
    intro: "CBD-Öl ist in vielen Drogerien erhältlich, doch bei der Dosierung sind viele unsicher. Wir erklären Konzentrationen, Tropfenzahlen und typische Fehler.",
    headings: ["Konzentration verstehen", "Langsam eindosieren", "Qualität erkennen"],
    links: [{ url: "/empfehlung/cbd-naturwerk", text: "CBD Naturwerk" }],
  },
  {
    title: "Cannabis in Österreich: Die aktuelle Rechtslage",
    author: 2,
    categories: ["recht-politik"],
    tags: ["Österreich"],
    intro: "Während Deutschland liberalisiert hat, bleibt Österreich bei einem strengeren Kurs. Was gilt für Besitz, Anbau und CBD-Produkte, und was bedeutet das für Reisende?",
    headings: ["Besitz und Konsum", "Hanfshops und CBD", "Hinweise für Reisende"],
    links: [{ url: "/empfehlung/cafe-hanfbluete", text: "Café Hanfblüte in Wien" }],
  },
  {
    title: "Ein Wochenende in Amsterdam: Coffeeshops, Kultur und Grachten",
    author: 2,
    categories: ["events-reisen"],
    tags: ["Reisen"],
    intro: "Amsterdam ist mehr als seine Coffeeshops. Unser Reisebericht verbindet Kultur, gutes Essen und die entspannte Atmosphäre der Stadt zu einem perfekten Wochenende.",
    headings: ["Anreise und Unterkunft", "Coffeeshops mit Stil", "Kultur abseits der Touristenpfade"],
    links: [
      { url: "/empfehlung/hotel-hanfhaus-amsterdam", text: "Hotel Hanfhaus Amsterdam" },
      { url: "/empfehlung/coffeeshop-de-groene-vlinder", text: "De Groene Vlinder" },
    ],
  },
  {
    title: "Nachhaltiger Hanfanbau: Erde, Wasser, Licht",
    author: 2,
    categories: ["anbau", "kultur-lifestyle"],
    tags: ["Nachhaltigkeit", "Eigenanbau"],
    intro: "Eigenanbau kann ressourcenschonend sein, wenn man einige Grundregeln beachtet. Von torffreier Erde bis zum Regenwasser: So wird der Anbau nachhaltiger.",
    headings: ["Torffreie Erde und Kompost", "Wasser sparen", "Energieeffiziente Beleuchtung"],
    links: [{ url: "/blog", text: "mehr zum Thema Anbau" }],
  },
  {
    title: "Genetik-Grundlagen: Indica, Sativa und Hybride",
    author: 3,
    categories: ["anbau", "grundlagen"],
    tags: ["Genetik"],
    featuredByAdmin: true,
    intro: "Indica macht müde, Sativa macht wach? Ganz so einfach ist es nicht. Ein Überblick über Herkunft, Botanik und die Grenzen der klassischen Einteilung.",
    headings: ["Herkunft der Begriffe", "Was die Forschung sagt", "Hybride und moderne Züchtung"],
    links: [{ url: "/empfehlung/nordlicht-genetics", text: "Nordlicht Genetics" }],
  },
  {
    title: "Samen kaufen: Worauf Sie achten sollten",
    author: 3,
    categories: ["anbau"],
    tags: ["Genetik", "Anfänger"],
    intro: "Der Samenkauf ist der erste Schritt zum eigenen Anbau. Feminisiert, regulär oder Autoflowering? Und woran erkennt man einen seriösen Breeder?",
    headings: ["Samentypen im Vergleich", "Seriöse Anbieter erkennen", "Lagerung und Keimung"],
    links: [
      { url: "/empfehlung/samenbank-alpenland", text: "Samenbank Alpenland" },
      { url: "/gutscheincode/samenbank-alpenland", text: "Gutscheincodes der Samenbank Alpenland" },
    ],
  },
  {
    title: "Die Schweiz und Cannabis: Pilotversuche im Überblick",
    author: 3,
    categories: ["recht-politik"],
    tags: ["Schweiz"],
    intro: "In mehreren Schweizer Städten läuft der regulierte Verkauf im Rahmen wissenschaftlicher Studien. Wir stellen die Projekte vor und fassen erste Ergebnisse zusammen.",
    headings: ["Wie die Pilotversuche funktionieren", "Erste Ergebnisse", "Was Deutschland lernen kann"],
    links: [{ url: "https://www.bag.admin.ch", text: "Bundesamt für Gesundheit der Schweiz" }],
  },
  {
    title: "LED oder Natriumdampf? Licht für den Indoor-Anbau",
    author: 3,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    intro: "Die Beleuchtung ist der größte Kostenfaktor beim Indoor-Anbau. Wir vergleichen moderne LEDs mit klassischen Natriumdampflampen und rechnen die Stromkosten durch.",
    headings: ["Lichtspektrum und Wachstum", "Stromverbrauch im Vergleich", "Unsere Empfehlung"],
    links: [{ url: "/empfehlung/growmarkt24", text: "GrowMarkt24" }],
  },
  {
    title: "Hanf in der Küche: Drei einfache Rezepte",
    author: 4,
    categories: ["kultur-lifestyle"],
    tags: ["Rezepte"],
    intro: "Hanfsamen sind wahre Nährstoffbomben und lassen sich vielseitig verwenden. Drei schnelle Rezepte für Frühstück, Mittagessen und Snack.",
    headings: ["Hanf-Porridge mit Beeren", "Bowl mit Hanf-Pesto", "Knusprige Hanf-Cracker"],
    links: [{ url: "/empfehlung/hanfkueche-duesseldorf", text: "Hanfküche Düsseldorf" }],
  },
  {
    title: "Reisen mit Medizinalcannabis: Was ist erlaubt?",
    author: 4,
    categories: ["medizin", "events-reisen"],
    tags: ["Medizinalcannabis", "Reisen"],
    intro: "Wer auf Medizinalcannabis angewiesen ist, steht vor jeder Reise vor Fragen. Welche Dokumente braucht man, und welche Länder sind besonders streng?",
    headings: ["Reisen im Schengen-Raum", "Reisen außerhalb Europas", "Praktische Tipps"],
    links: [{ url: "https://www.bfarm.de", text: "Informationen des BfArM" }],
  },
  {
    title: "Willkommen bei Hanfnetz: So nutzt du die Community",
    author: "admin",
    categories: ["grundlagen"],
    tags: ["Anfänger"],
    intro: "Hanfnetz ist das Verzeichnis und die Community rund um Hanf und Cannabiskultur. In diesem Artikel zeigen wir, wie du Einträge findest, Bewertungen schreibst und selbst Artikel veröffentlichst.",
    headings: ["Einträge finden und bewerten", "Dein Profil und deine Level", "Selbst schreiben"],
    links: [
      { url: "/add-provider", text: "Eintrag hinzufügen", dofollow: true },
      { url: "/myblog", text: "Mein Blog" },
    ],
  },
  {
    title: "Ein Jahr KCanG: Eine Bilanz",
    author: "admin",
    categories: ["recht-politik"],
    tags: ["KCanG", "Social Clubs"],
    intro: "Das Konsumcannabisgesetz hat vieles verändert. Was hat sich bewährt, wo hakt es noch, und wie geht es politisch weiter? Eine Bilanz mit Stimmen aus der Community.",
    headings: ["Was sich verändert hat", "Anbauvereinigungen in der Praxis", "Wie es weitergeht"],
    links: [{ url: "https://www.gesetze-im-internet.de/kcang/", text: "Gesetzestext" }],
  },
  // Drafts and scheduled
  {
    title: "Mein Grow-Tagebuch, Teil 2",
    author: 0,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    status: "draft",
    intro: "Im zweiten Teil meines Grow-Tagebuchs geht es um die Blütephase und die ersten Herausforderungen mit Schädlingen.",
    headings: ["Die Blüte beginnt", "Ärger mit Trauermücken"],
    links: [],
  },
  {
    title: "Haschisch herstellen: Methoden im Überblick",
    author: 3,
    categories: ["anbau"],
    tags: ["Eigenanbau"],
    status: "draft",
    intro: "Vom Trockensieben bis zur Eiswasser-Methode: ein Überblick über traditionelle und moderne Verfahren.",
    headings: ["Trockensieben", "Eiswasser-Methode"],
    links: [],
  },
  {
    title: "Cannabis und Schlaf: Was sagt die Forschung?",
    author: 2,
    categories: ["medizin"],
    tags: ["Medizinalcannabis", "CBD"],
    status: "scheduled",
    intro: "Viele Menschen berichten, dass Cannabis ihnen beim Einschlafen hilft. Doch was zeigen Studien wirklich, und welche Nebenwirkungen gibt es?",
    headings: ["Studienlage", "Gewöhnung und Absetzen", "Alternativen"],
    links: [],
  },
];

export const MERCHANTS = [
  { name: "Hanfkontor Shop", slug: "hanfkontor-shop", category: "Zubehör", creator: 1, description: "Zubehör, Papers, Grinder und Aufbewahrung: der Online-Shop aus Hamburg mit schnellem und diskretem Versand." },
  { name: "GrowMarkt24", slug: "growmarkt24", category: "Growbedarf", creator: 3, description: "Erde, Dünger, Beleuchtung und Growboxen für den privaten Eigenanbau, mit ausführlicher Beratung." },
  { name: "Vapo Zentrale", slug: "vapo-zentrale", category: "Vaporizer", creator: 1, description: "Große Auswahl an Vaporizern, Ersatzteilen und Zubehör mit Testberichten und Vergleichen." },
  { name: "CBD Naturwerk", slug: "cbd-naturwerk", category: "CBD-Produkte", creator: 0, description: "CBD-Öle, Kosmetik und Blüten aus kontrolliertem Anbau, mit Laboranalysen zu jedem Produkt." },
  { name: "Samenbank Alpenland", slug: "samenbank-alpenland", category: "Samen", creator: 1, description: "Samen aus eigener Zucht und von ausgewählten Breedern, für Indoor und Outdoor." },
  { name: "Papers & Pipes", slug: "papers-pipes", category: "Rauchzubehör", creator: 0, description: "Papers, Filter, Pfeifen und Bongs von bekannten Marken und kleinen Manufakturen." },
] as const;

export const PENDING_MERCHANT = {
  name: "Grüne Deals",
  category: "Zubehör",
  creator: 0,
  description: "Tagesangebote für Hanfzubehör und Growbedarf.",
};

export type CouponDef = {
  merchant: number | "pending";
  code: string;
  title: string;
  description: string;
  discountType: "percentage" | "fixed" | "freebie";
  discountValue: string;
  weight: number;
  status?: "pending" | "approved" | "rejected";
  /** Days relative to the base date. */
  validFrom: number;
  validUntil: number | null;
  creator: number;
};

export const COUPONS: CouponDef[] = [
  { merchant: 0, code: "HANF10", title: "10 % auf alles", description: "Gilt für das gesamte Sortiment, ausgenommen Angebote.", discountType: "percentage", discountValue: "10", weight: 8, validFrom: -60, validUntil: 240, creator: 1 },
  { merchant: 0, code: "VERSANDFREI", title: "Kostenloser Versand", description: "Versandkostenfrei ab 20 € Bestellwert.", discountType: "freebie", discountValue: "Gratis Versand", weight: 5, validFrom: -30, validUntil: 180, creator: 1 },
  { merchant: 1, code: "GROW15", title: "15 % auf Growboxen", description: "Rabatt auf alle Growboxen und Komplettsets.", discountType: "percentage", discountValue: "15", weight: 10, validFrom: -20, validUntil: 200, creator: 3 },
  { merchant: 1, code: "ERDE5", title: "5 € Rabatt auf Erde", description: "Ab einem Bestellwert von 30 €.", discountType: "fixed", discountValue: "5 €", weight: 3, validFrom: -45, validUntil: 150, creator: 3 },
  { merchant: 1, code: "SOMMER20", title: "Sommeraktion 20 %", description: "Die Sommeraktion ist leider vorbei.", discountType: "percentage", discountValue: "20", weight: 6, validFrom: -150, validUntil: -15, creator: 3 },
  { merchant: 2, code: "VAPO25", title: "25 € auf Vaporizer", description: "Für alle Vaporizer ab 150 €.", discountType: "fixed", discountValue: "25 €", weight: 9, validFrom: -10, validUntil: 120, creator: 1 },
  { merchant: 2, code: "ZUBEHOER10", title: "10 % auf Zubehör", description: "Rabatt auf Mundstücke, Siebe und Reinigungszubehör.", discountType: "percentage", discountValue: "10", weight: 4, validFrom: -90, validUntil: 270, creator: 1 },
  { merchant: 3, code: "CBD15", title: "15 % auf CBD-Öle", description: "Gilt für alle Öle mit 5 % und 10 % CBD.", discountType: "percentage", discountValue: "15", weight: 7, validFrom: -30, validUntil: 330, creator: 0 },
  { merchant: 3, code: "PROBE", title: "Gratis Probe", description: "Eine Probe CBD-Creme zu jeder Bestellung.", discountType: "freebie", discountValue: "Gratisprobe", weight: 2, validFrom: -5, validUntil: 90, creator: 0 },
  { merchant: 4, code: "SAMEN3", title: "3 Samen gratis", description: "Drei Samen einer Überraschungssorte ab 40 € Bestellwert.", discountType: "freebie", discountValue: "3 Samen", weight: 8, validFrom: -40, validUntil: 210, creator: 1 },
  { merchant: 4, code: "ALPEN10", title: "10 € Neukundenrabatt", description: "Für die erste Bestellung ab 50 €.", discountType: "fixed", discountValue: "10 €", weight: 5, validFrom: -70, validUntil: null, creator: 1 },
  { merchant: 5, code: "PAPERS5", title: "5 % auf Papers", description: "Auf alle Papers und Filter.", discountType: "percentage", discountValue: "5", weight: 1, validFrom: -25, validUntil: 160, creator: 0 },
  { merchant: 5, code: "BONG20", title: "20 % auf Glas", description: "Rabatt auf alle Glasprodukte.", discountType: "percentage", discountValue: "20", weight: 6, validFrom: -15, validUntil: 100, creator: 0 },
  { merchant: 0, code: "BLACKWEEK30", title: "Black Week 30 %", description: "Wartet auf Freigabe durch das Admin-Team.", discountType: "percentage", discountValue: "30", weight: 1, status: "pending", validFrom: 20, validUntil: 30, creator: 0 },
  { merchant: 2, code: "GRATIS100", title: "100 % Rabatt", description: "Offensichtlich unseriös.", discountType: "percentage", discountValue: "100", weight: 1, status: "rejected", validFrom: -5, validUntil: 5, creator: 9 },
  { merchant: "pending", code: "DEAL10", title: "10 % auf Tagesdeals", description: "Für alle Tagesangebote.", discountType: "percentage", discountValue: "10", weight: 1, status: "pending", validFrom: 0, validUntil: 60, creator: 0 },
];
