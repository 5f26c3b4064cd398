import type { ProviderCategory, ProviderStatus } from "../schema/providers";

/** Demo cities with postal code and country. */
export const CITIES: Record<string, { postalCode: string; countryCode: string; streets: string[] }> = {
  Berlin: { postalCode: "10115", countryCode: "DE", streets: ["Torstraße", "Oranienstraße", "Kastanienallee", "Warschauer Straße"] },
  Hamburg: { postalCode: "20095", countryCode: "DE", streets: ["Reeperbahn", "Schanzenstraße", "Ottenser Hauptstraße", "Lange Reihe"] },
  München: { postalCode: "80331", countryCode: "DE", streets: ["Sendlinger Straße", "Leopoldstraße", "Gärtnerplatz", "Müllerstraße"] },
  Köln: { postalCode: "50667", countryCode: "DE", streets: ["Ehrenstraße", "Zülpicher Straße", "Venloer Straße", "Aachener Straße"] },
  "Frankfurt am Main": { postalCode: "60311", countryCode: "DE", streets: ["Berger Straße", "Schweizer Straße", "Leipziger Straße"] },
  Düsseldorf: { postalCode: "40213", countryCode: "DE", streets: ["Kölner Straße", "Bilker Allee", "Ackerstraße"] },
  Stuttgart: { postalCode: "70173", countryCode: "DE", streets: ["Marienstraße", "Tübinger Straße", "Eberhardstraße"] },
  Leipzig: { postalCode: "04109", countryCode: "DE", streets: ["Karl-Liebknecht-Straße", "Eisenbahnstraße", "Gottschedstraße"] },
  Dresden: { postalCode: "01067", countryCode: "DE", streets: ["Görlitzer Straße", "Alaunstraße", "Louisenstraße"] },
  Hannover: { postalCode: "30159", countryCode: "DE", streets: ["Limmerstraße", "Lister Meile", "Engelbosteler Damm"] },
  Nürnberg: { postalCode: "90402", countryCode: "DE", streets: ["Königstraße", "Gostenhofer Hauptstraße", "Fürther Straße"] },
  Bremen: { postalCode: "28195", countryCode: "DE", streets: ["Ostertorsteinweg", "Sielwall", "Am Wall"] },
  "Freiburg im Breisgau": { postalCode: "79098", countryCode: "DE", streets: ["Wilhelmstraße", "Belfortstraße", "Konviktstraße"] },
  Münster: { postalCode: "48143", countryCode: "DE", streets: ["Kreuzstraße", "Hansaring", "Wolbecker Straße"] },
  Bielefeld: { postalCode: "33602", countryCode: "DE", streets: ["Siegfriedplatz", "Arndtstraße"] },
  Kassel: { postalCode: "34117", countryCode: "DE", streets: ["Friedrich-Ebert-Straße", "Goethestraße"] },
  Wien: { postalCode: "1070", countryCode: "AT", streets: ["Neubaugasse", "Zieglergasse", "Westbahnstraße", "Kettenbrückengasse"] },
  Graz: { postalCode: "8010", countryCode: "AT", streets: ["Annenstraße", "Sackstraße"] },
  Salzburg: { postalCode: "5020", countryCode: "AT", streets: ["Linzer Gasse", "Getreidegasse"] },
  Innsbruck: { postalCode: "6020", countryCode: "AT", streets: ["Maria-Theresien-Straße", "Anichstraße"] },
  Zürich: { postalCode: "8004", countryCode: "CH", streets: ["Langstrasse", "Josefstrasse", "Badenerstrasse"] },
  Basel: { postalCode: "4051", countryCode: "CH", streets: ["Steinenvorstadt", "Spalenberg"] },
  Bern: { postalCode: "3011", countryCode: "CH", streets: ["Lorrainestrasse", "Aarbergergasse"] },
  Amsterdam: { postalCode: "1012", countryCode: "NL", streets: ["Haarlemmerstraat", "Prinsengracht", "Spuistraat"] },
  Rotterdam: { postalCode: "3011", countryCode: "NL", streets: ["Witte de Withstraat", "Nieuwe Binnenweg"] },
  Barcelona: { postalCode: "08001", countryCode: "ES", streets: ["Carrer de la Riera Baixa", "Carrer de Verdi"] },
  Teneriffa: { postalCode: "38650", countryCode: "ES", streets: ["Avenida de las Américas"] },
  Bangkok: { postalCode: "10110", countryCode: "TH", streets: ["Sukhumvit Road", "Khao San Road"] },
  Phuket: { postalCode: "83150", countryCode: "TH", streets: ["Patong Beach Road", "Rat-U-Thit Road"] },
};

export type ProviderDef = {
  name: string;
  category: ProviderCategory;
  extra?: ProviderCategory[];
  city: string | null;
  /** Index into DEMO_USERS, or "admin", or null (entry without owner). */
  owner: number | "admin" | null;
  status?: ProviderStatus;
  verified?: boolean;
  featured?: boolean;
  anonymous?: boolean;
  /** Country when city is null. */
  countryCode?: string;
};

// Owners (index into DEMO_USERS): 0 lena, 1 max, 2 sophie, 3 jonas, 4 mia, 5 felix, 6 paul, 7 emma,
// 8 lukas, 9 clara, 10 tim, 11 noah.
export const PROVIDERS: ProviderDef[] = [
  // Cannabis Social Clubs
  { name: "Grüner Kreis Berlin e.V.", category: "cscs_dispensarys", city: "Berlin", owner: 1, verified: true, featured: true },
  { name: "Hanfgemeinschaft Hamburg-Altona", category: "cscs_dispensarys", city: "Hamburg", owner: 1, verified: true },
  { name: "Cannabis Social Club München Süd", category: "cscs_dispensarys", city: "München", owner: 0, featured: true },
  { name: "Anbauverein Rheinblüte Köln", category: "cscs_dispensarys", city: "Köln", owner: 3 },
  { name: "Hanffreunde Leipzig", category: "cscs_dispensarys", city: "Leipzig", owner: 5 },
  { name: "CSC Mainufer Frankfurt", category: "cscs_dispensarys", city: "Frankfurt am Main", owner: 1, anonymous: true },
  { name: "Barcelona Green Social Club", category: "cscs_dispensarys", extra: ["bars_restaurants"], city: "Barcelona", owner: 4 },
  // Bars & Restaurants
  { name: "Café Hanfblüte", category: "bars_restaurants", city: "Wien", owner: 2, verified: true },
  { name: "Spreeblick Lounge", category: "bars_restaurants", extra: ["messen_events"], city: "Berlin", owner: 0 },
  { name: "Hanfküche Düsseldorf", category: "bars_restaurants", city: "Düsseldorf", owner: 6 },
  { name: "Coffeeshop De Groene Vlinder", category: "bars_restaurants", city: "Amsterdam", owner: 4, featured: true },
  { name: "Zur Grünen Traube", category: "bars_restaurants", city: "Freiburg im Breisgau", owner: 7 },
  // Hotels
  { name: "Hotel Hanfhaus Amsterdam", category: "hotels", city: "Amsterdam", owner: 1, verified: true },
  { name: "Bud & Breakfast Wien", category: "hotels", city: "Wien", owner: 2 },
  { name: "Green Garden Resort Phuket", category: "hotels", city: "Phuket", owner: 4 },
  { name: "Alpenhanf Chalet Innsbruck", category: "hotels", city: "Innsbruck", owner: 5 },
  // Online-Shops
  { name: "Hanfkontor Online", category: "online_shops", city: "Hamburg", owner: 1, verified: true, featured: true },
  { name: "Vaporizer Zentrale", category: "online_shops", city: "Stuttgart", owner: 1 },
  { name: "GrowMarkt24", category: "online_shops", city: "Dresden", owner: 3, verified: true },
  { name: "CBD Naturwerk", category: "online_shops", city: "Graz", owner: 9 },
  { name: "Papers & Pipes Shop", category: "online_shops", city: "Nürnberg", owner: 6 },
  { name: "Swiss Hemp Store", category: "online_shops", city: "Basel", owner: 1 },
  // Telemedizin
  { name: "MediCann Sprechstunde", category: "telemedicine", city: "Berlin", owner: "admin", verified: true, featured: true },
  { name: "Cannamedic Online-Praxis", category: "telemedicine", city: "München", owner: 2, verified: true },
  { name: "DocHanf Telemedizin", category: "telemedicine", city: "Köln", owner: 1 },
  { name: "Cannaflow Ärzteteam", category: "telemedicine", city: "Hannover", owner: 0 },
  // Breeder & Samen
  { name: "Nordlicht Genetics", category: "breeder", city: "Bremen", owner: 3 },
  { name: "Samenbank Alpenland", category: "breeder", city: "Salzburg", owner: 1, verified: true },
  { name: "Dutch Heritage Seeds", category: "breeder", city: "Rotterdam", owner: 4 },
  { name: "Bavaria Breeders", category: "breeder", city: "Nürnberg", owner: 5, anonymous: true },
  { name: "Seeds of Barcelona", category: "breeder", city: "Barcelona", owner: 1 },
  // Messen & Events
  { name: "Hanfmesse Berlin", category: "messen_events", city: "Berlin", owner: "admin", verified: true },
  { name: "Cannabis Expo Zürich", category: "messen_events", city: "Zürich", owner: 1 },
  { name: "Hanfwelt Messe Wien", category: "messen_events", city: "Wien", owner: 0, featured: true },
  { name: "Grünes Festival Köln", category: "messen_events", extra: ["other"], city: "Köln", owner: 3 },
  { name: "Hanftage Düsseldorf", category: "messen_events", city: "Düsseldorf", owner: 6 },
  // YouTube
  { name: "Hanfwissen TV", category: "youtube", extra: ["instagram"], city: "Berlin", owner: 0, verified: true },
  { name: "Der Grow-Doktor", category: "youtube", city: "Hamburg", owner: 3 },
  { name: "Kräuterküche mit Kim", category: "youtube", city: "Leipzig", owner: 7 },
  { name: "Cannabis Recht Erklärt", category: "youtube", city: "Frankfurt am Main", owner: 2 },
  // Instagram
  { name: "Grünes Wohnzimmer", category: "instagram", city: "München", owner: 0 },
  { name: "Trichom Art", category: "instagram", extra: ["tiktok"], city: "Wien", owner: 8 },
  { name: "Hanf & Heimat", category: "instagram", city: "Stuttgart", owner: 5 },
  { name: "Urban Grow Diary", category: "instagram", extra: ["youtube"], city: "Berlin", owner: 0 },
  // TikTok
  { name: "Terpen-Tina", category: "tiktok", city: "Köln", owner: 4 },
  { name: "Stoner Science", category: "tiktok", city: "Hamburg", owner: 1 },
  { name: "Hanf in 60 Sekunden", category: "tiktok", city: "München", owner: 8 },
  // Twitch
  { name: "Chill & Grow Stream", category: "twitch", city: "Berlin", owner: 3 },
  { name: "GreenGamer420", category: "twitch", extra: ["youtube"], city: "Düsseldorf", owner: 1 },
  { name: "Late Night Hanf Talk", category: "twitch", city: "Wien", owner: 0 },
  // Facebook
  { name: "Hanffreunde Deutschland", category: "facebook", city: null, countryCode: "DE", owner: 5 },
  { name: "Cannabis Patienten Netzwerk", category: "facebook", city: "Dresden", owner: 2 },
  { name: "Legalisierung Jetzt Schweiz", category: "facebook", city: "Bern", owner: 1 },
  // B2B & Gewerbe
  { name: "HanfLogistik GmbH", category: "b2b_gewerbe", city: "Hamburg", owner: 1, verified: true },
  { name: "Cannabis Compliance Beratung", category: "b2b_gewerbe", city: "Frankfurt am Main", owner: "admin" },
  { name: "GreenTech Anlagenbau", category: "b2b_gewerbe", city: "Münster", owner: 1 },
  { name: "Bangkok Cannabis Trading", category: "b2b_gewerbe", city: "Bangkok", owner: "admin" },
  // Sonstiges
  { name: "Hanfmuseum Nord", category: "other", city: "Bremen", owner: 6 },
  { name: "Rechtsanwälte Grünberg & Partner", category: "other", city: "Köln", owner: null },
  { name: "Hanf-Yoga Studio", category: "other", city: "Freiburg im Breisgau", owner: 7 },
  { name: "Bangkok Green Tours", category: "other", extra: ["hotels"], city: "Bangkok", owner: 4 },
  // Pending
  { name: "Neuer Club Bielefeld", category: "cscs_dispensarys", city: "Bielefeld", owner: 9, status: "pending" },
  { name: "Hanfbäckerei Kassel", category: "bars_restaurants", city: "Kassel", owner: 7, status: "pending" },
  { name: "Weed Wanderer", category: "youtube", city: "Innsbruck", owner: 8, status: "pending" },
  { name: "Grow Box Discount", category: "online_shops", city: "Leipzig", owner: 10, status: "pending" },
  { name: "Hanfhotel Teneriffa", category: "hotels", city: "Teneriffa", owner: 4, status: "pending" },
  // Rejected
  { name: "Schnell Reich mit Hanf", category: "other", city: null, countryCode: "DE", owner: 9, status: "rejected" },
  { name: "Billig Gras Versand", category: "online_shops", city: "Berlin", owner: 10, status: "rejected" },
  { name: "Linksammlung Hanf Deals", category: "other", city: null, countryCode: "NL", owner: 6, status: "rejected" },
];

/** Category-specific sentences ({name}, {city} are replaced). The first one opens the text. */
export const CATEGORY_SENTENCES: Record<ProviderCategory, string[]> = {
  cscs_dispensarys: [
    "{name} ist eine eingetragene Anbauvereinigung nach dem Konsumcannabisgesetz mit Sitz in {city}.",
    "Die Mitglieder bauen gemeinsam an und geben Cannabis ausschließlich an volljährige Mitglieder weiter.",
    "Neue Mitglieder werden nach einem persönlichen Kennenlerngespräch aufgenommen, die Mitgliedschaft setzt einen Wohnsitz in Deutschland voraus.",
    "Im Vereinsheim gibt es regelmäßige Infoabende zu Sorten, Anbau und verantwortungsvollem Konsum.",
    "Der Verein legt großen Wert auf Jugendschutz, Suchtprävention und transparente Abläufe.",
    "Die Ausgabemengen werden dokumentiert und bleiben selbstverständlich innerhalb der gesetzlichen Grenzen.",
    "Ein Präventionsbeauftragter steht den Mitgliedern bei Fragen rund um Konsum und Gesundheit zur Seite.",
  ],
  bars_restaurants: [
    "{name} ist ein beliebter Treffpunkt für Hanffreunde in {city}.",
    "Auf der Karte stehen kreative Gerichte mit Hanfsamen, Hanföl und saisonalen Zutaten aus der Region.",
    "Die Atmosphäre ist entspannt, die Musik angenehm und das Team kennt sich mit Hanfprodukten bestens aus.",
    "An den Wochenenden gibt es Live-Musik, Lesungen oder kleine Ausstellungen lokaler Künstlerinnen und Künstler.",
    "Der Außenbereich ist besonders im Sommer ein gemütlicher Ort, um den Abend ausklingen zu lassen.",
    "Vegane und glutenfreie Optionen sind klar gekennzeichnet.",
    "Reservierungen für größere Gruppen werden telefonisch oder per E-Mail entgegengenommen.",
  ],
  hotels: [
    "{name} ist eine cannabisfreundliche Unterkunft in {city}.",
    "Die Zimmer sind modern eingerichtet, ruhig gelegen und verfügen über einen eigenen Balkon oder eine Terrasse.",
    "Gäste erhalten beim Check-in eine Übersicht über die lokalen Regeln und empfehlenswerte Adressen in der Umgebung.",
    "Zum Frühstück gibt es regionale Produkte, frisch gebackenes Brot und Hanfspezialitäten.",
    "Das Team organisiert auf Wunsch Führungen, Fahrradtouren und Besuche bei ausgewählten Partnern.",
    "Rauchen ist ausschließlich in den ausgewiesenen Bereichen im Garten erlaubt.",
    "Die Lage ist ideal, um die Stadt zu Fuß oder mit öffentlichen Verkehrsmitteln zu erkunden.",
  ],
  online_shops: [
    "{name} ist ein Online-Shop für Hanfprodukte, Zubehör und Growbedarf mit Sitz in {city}.",
    "Das Sortiment umfasst Vaporizer, Papers, Grinder, Aufbewahrungslösungen und hochwertige CBD-Produkte.",
    "Bestellungen werden in der Regel innerhalb von 24 Stunden diskret verpackt versendet.",
    "Der Kundenservice berät per E-Mail und Telefon und hilft auch nach dem Kauf bei Fragen weiter.",
    "Alle Produkte werden sorgfältig ausgewählt und regelmäßig auf Qualität geprüft.",
    "Ab einem bestimmten Bestellwert ist der Versand innerhalb Deutschlands kostenlos.",
    "Ein ausführlicher Ratgeberbereich erklärt die wichtigsten Produkte und ihre Anwendung.",
  ],
  telemedicine: [
    "{name} ist ein telemedizinisches Angebot für Patientinnen und Patienten, die eine Therapie mit medizinischem Cannabis prüfen lassen möchten.",
    "Die Sprechstunde findet per Video statt, Termine sind meist innerhalb weniger Tage verfügbar.",
    "Erfahrene Ärztinnen und Ärzte prüfen die Vorgeschichte, besprechen Alternativen und stellen bei Eignung ein Rezept aus.",
    "Befunde und Unterlagen können vorab sicher über ein verschlüsseltes Portal hochgeladen werden.",
    "Das Team erklärt verständlich, welche Sorten, Darreichungsformen und Dosierungen infrage kommen.",
    "Folgetermine und Rezeptverlängerungen lassen sich bequem online vereinbaren.",
    "Die Abrechnung erfolgt transparent nach der Gebührenordnung für Ärzte.",
  ],
  breeder: [
    "{name} ist ein Breeder mit Schwerpunkt auf stabilen Genetiken und sortenreinen Samen.",
    "Die Sorten werden über mehrere Generationen selektiert und auf Wuchsverhalten, Ertrag und Terpenprofil getestet.",
    "Im Sortiment finden sich feminisierte, reguläre und Autoflowering-Samen für Indoor und Outdoor.",
    "Zu jeder Sorte gibt es ausführliche Informationen zu Blütezeit, Höhe und Aroma.",
    "Der Versand erfolgt diskret und zuverlässig, die Keimfähigkeit wird regelmäßig kontrolliert.",
    "Besonders beliebt sind die robusten Outdoor-Sorten für das mitteleuropäische Klima.",
    "Der Breeder teilt seine Erfahrungen regelmäßig in Workshops und auf Fachmessen.",
  ],
  messen_events: [
    "{name} ist eine der bekanntesten Veranstaltungen rund um Hanf und Cannabiskultur in {city}.",
    "Aussteller aus ganz Europa präsentieren Neuheiten aus den Bereichen Anbau, Zubehör, Medizin und Lebensmittel.",
    "Ein umfangreiches Vortragsprogramm bietet Einblicke in Forschung, Recht und Praxis.",
    "Fachbesucher können sich am ersten Messetag in Ruhe austauschen und Kontakte knüpfen.",
    "Der Zutritt ist erst ab 18 Jahren erlaubt, Tickets sind online und an der Tageskasse erhältlich.",
    "Neben der Ausstellung gibt es Musik, Streetfood und eine Kunstausstellung.",
    "Die Veranstaltung findet jährlich statt und zieht tausende Besucherinnen und Besucher an.",
  ],
  youtube: [
    "{name} ist ein YouTube-Kanal über Hanf, Anbau und Cannabiskultur.",
    "Jede Woche erscheinen neue Videos mit Anleitungen, Produkttests und Interviews.",
    "Die Videos erklären komplexe Themen verständlich und ohne erhobenen Zeigefinger.",
    "Besonders beliebt sind die ausführlichen Grow-Reports von der Keimung bis zur Ernte.",
    "In Live-Streams beantwortet der Kanal regelmäßig Fragen aus der Community.",
    "Alle Inhalte richten sich ausschließlich an Erwachsene.",
  ],
  instagram: [
    "{name} ist ein Instagram-Profil rund um Hanf, Pflanzenfotografie und Lifestyle.",
    "Die Beiträge zeigen stimmungsvolle Bilder von Pflanzen, Blüten und Trichomen in Nahaufnahme.",
    "In den Stories gibt es regelmäßig Tipps zur Pflanzenpflege und zu nachhaltigem Anbau.",
    "Die Community tauscht sich in den Kommentaren freundlich und hilfsbereit aus.",
    "Kooperationen werden transparent als Werbung gekennzeichnet.",
    "Neben Pflanzen stehen auch Rezepte und Ausflugsziele im Mittelpunkt.",
  ],
  tiktok: [
    "{name} erklärt auf TikTok in kurzen Clips alles Wissenswerte rund um Hanf.",
    "Die Videos sind unterhaltsam, kurz und trotzdem gut recherchiert.",
    "Themen sind unter anderem Terpene, Rechtslage, Mythen und Alltagstipps.",
    "Regelmäßige Frage-und-Antwort-Runden greifen Wünsche aus der Community auf.",
    "Quellen zu den Fakten werden in den Kommentaren verlinkt.",
    "Die Inhalte richten sich an ein erwachsenes Publikum.",
  ],
  twitch: [
    "{name} ist ein entspannter Twitch-Stream mit Talk, Gaming und Hanfthemen.",
    "Mehrmals pro Woche wird live gestreamt, meist am Abend.",
    "Im Chat wird über Anbau, Recht und Kultur diskutiert, moderiert von einem erfahrenen Team.",
    "Gelegentlich sind Gäste aus Forschung, Politik und Szene zu Besuch.",
    "Die Community ist freundlich, respektvoll und offen für Neulinge.",
    "Aufzeichnungen der besten Streams gibt es im Anschluss als Video.",
  ],
  facebook: [
    "{name} ist eine Facebook-Gruppe für den Austausch rund um Hanf und Cannabis.",
    "Mitglieder teilen Nachrichten, Erfahrungen und Veranstaltungstipps.",
    "Die Gruppe wird aktiv moderiert, Werbung und Spam werden konsequent entfernt.",
    "Regelmäßig gibt es Diskussionsrunden zu aktuellen politischen Entwicklungen.",
    "Neue Mitglieder beantworten beim Beitritt einige kurze Fragen.",
    "Die Gruppenregeln sind klar formuliert und im Gruppenbeitrag angeheftet.",
  ],
  b2b_gewerbe: [
    "{name} ist ein Dienstleister für Unternehmen aus der Hanf- und Cannabisbranche mit Sitz in {city}.",
    "Das Angebot richtet sich an Anbauvereinigungen, Händler, Hersteller und Apotheken.",
    "Zum Leistungsumfang gehören Beratung, Planung, Umsetzung und laufende Betreuung.",
    "Das Team verfügt über langjährige Erfahrung in regulierten Märkten im In- und Ausland.",
    "Alle Prozesse werden nach den geltenden gesetzlichen Vorgaben dokumentiert.",
    "Erstgespräche sind unverbindlich und können kurzfristig vereinbart werden.",
  ],
  other: [
    "{name} bietet ein besonderes Angebot rund um Hanf und Cannabiskultur in {city}.",
    "Das Team bringt viel Erfahrung und Leidenschaft für das Thema mit.",
    "Besucherinnen und Besucher schätzen die persönliche Beratung und die freundliche Atmosphäre.",
    "Regelmäßige Veranstaltungen und Workshops ergänzen das Angebot.",
    "Termine können telefonisch, per E-Mail oder über die Website vereinbart werden.",
    "Das Angebot richtet sich an Einsteiger ebenso wie an erfahrene Hanffreunde.",
  ],
};

/** Generic sentences used to extend descriptions. */
export const GENERIC_SENTENCES = [
  "Das Angebot richtet sich ausschließlich an Erwachsene ab 18 Jahren.",
  "Die Öffnungszeiten und aktuelle Informationen finden sich auf der Website.",
  "Nachhaltigkeit spielt eine große Rolle: Verpackungen sind recycelbar und Lieferanten werden sorgfältig ausgewählt.",
  "Viele Stammgäste loben die ehrliche Beratung und das faire Preis-Leistungs-Verhältnis.",
  "Das Team bildet sich regelmäßig weiter und verfolgt die rechtlichen Entwicklungen genau.",
  "Barrierefreiheit ist ein wichtiges Anliegen, der Zugang ist stufenlos möglich.",
  "Fragen werden in der Regel innerhalb eines Werktags beantwortet.",
  "Auf Anfrage gibt es individuelle Angebote für Gruppen und Vereine.",
  "Der Datenschutz der Kundinnen und Kunden hat höchste Priorität.",
  "Zahlreiche positive Bewertungen bestätigen die gleichbleibend hohe Qualität.",
  "Regelmäßige Newsletter informieren über Neuigkeiten und Aktionen.",
  "Die Gründerinnen und Gründer sind seit vielen Jahren in der Hanfszene aktiv.",
  "Kooperationen mit lokalen Initiativen und Präventionsstellen werden aktiv gepflegt.",
  "Wer Fragen hat, erreicht das Team auch über die sozialen Netzwerke.",
  "Qualität und Transparenz stehen bei allen Entscheidungen im Vordergrund.",
  "Auch Einsteiger fühlen sich hier gut aufgehoben und werden geduldig beraten.",
  "Die Preise sind fair kalkuliert und werden offen kommuniziert.",
  "Feedback aus der Community fließt direkt in die Weiterentwicklung des Angebots ein.",
  "Für Mitglieder und Stammkunden gibt es regelmäßig kleine Überraschungen.",
  "Das Angebot wird laufend erweitert und an neue Entwicklungen angepasst.",
  "Sicherheit und ein respektvoller Umgang miteinander sind selbstverständlich.",
  "Ein Besuch lohnt sich besonders bei einer der regelmäßigen Sonderaktionen.",
];

/** Closing sentences with the city. */
export const CITY_SENTENCES = [
  "Der Standort in {city} ist gut mit öffentlichen Verkehrsmitteln erreichbar.",
  "In {city} gehört {name} längst zu den bekannten Adressen der Szene.",
  "Wer in {city} unterwegs ist, sollte einen Abstecher einplanen.",
  "Das Team aus {city} freut sich über neue Gesichter.",
];
