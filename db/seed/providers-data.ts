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
  /** The admins' reason of a rejection ('Meine Einträge' of the submitter). */
  rejectionReason?: string;
  /** 'Mitgliederaufnahme' of a Cannabis Social Club (the filter 'Nur Clubs mit offener Aufnahme'). */
  clubAdmission?: "open" | "waitlist" | "closed";
};

// Owners (index into DEMO_USERS): 0 lena, 1 max, 2 sophie, 3 jonas, 4 mia, 5 felix, 6 paul, 7 emma,
// 8 lukas, 9 clara, 10 tim, 11 noah.
export const PROVIDERS: ProviderDef[] = [
  // Cannabis Social Clubs
  { name: "Grüner Kreis Berlin e.V.", category: "cscs_dispensarys", city: "Berlin", owner: 1, verified: true, featured: true, clubAdmission: "open" },
  { name: "Hanfgemeinschaft Hamburg-Altona", category: "cscs_dispensarys", city: "Hamburg", owner: 1, verified: true, clubAdmission: "waitlist" },
  { name: "Cannabis Social Club München Süd", category: "cscs_dispensarys", city: "München", owner: 0, featured: true },
  { name: "Anbauverein Rheinblüte Köln", category: "cscs_dispensarys", city: "Köln", owner: 3 },
  { name: "Hanffreunde Leipzig", category: "cscs_dispensarys", city: "Leipzig", owner: 5, clubAdmission: "open" },
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
  {
    name: "Billig Gras Versand",
    category: "online_shops",
    city: "Berlin",
    owner: 10,
    status: "rejected",
    rejectionReason: "Der Shop bietet Produkte an, deren Versand in Deutschland nicht erlaubt ist. Bitte reiche nur legale Angebote ein.",
  },
  { name: "Linksammlung Hanf Deals", category: "other", city: null, countryCode: "NL", owner: 6, status: "rejected" },
];
