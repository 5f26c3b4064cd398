/**
 * The description of every demo provider, written for it (keyed by name). Rejected entries read
 * like the spam they are. `content.test.ts` checks that every provider has one and that no
 * sentence appears in two of them.
 */
export const PROVIDER_DESCRIPTIONS: Record<string, string> = {
  "Grüner Kreis Berlin e.V.":
    "Eingetragene Anbauvereinigung in Berlin-Kreuzberg mit rund 400 Mitgliedern und einer Anbauerlaubnis des Landes Berlin seit Herbst 2024. Angebaut wird in Innenräumen mit Ökostrom, jede Charge wird im Labor auf THC, CBD und Verunreinigungen geprüft. Die Weitergabe an Mitglieder findet dienstags und freitags statt. Neue Mitglieder lernen den Verein an einem der monatlichen Infoabende kennen.",
  "Hanfgemeinschaft Hamburg-Altona":
    "Kleine Anbauvereinigung im Hamburger Westen, gegründet von Nachbarinnen und Nachbarn aus Altona. Der Verein setzt auf wenige, sorgfältig ausgewählte Sorten und einen Gemeinschaftsgarten, in dem Mitglieder mitarbeiten können. Die Präventionsbeauftragte bietet offene Sprechstunden an.",
  "Cannabis Social Club München Süd":
    "Anbauvereinigung für den Münchner Süden mit Sitz in Sendling. Die Aufnahme erfolgt nach einem persönlichen Gespräch, derzeit gibt es eine Warteliste. Der Club veröffentlicht zu jeder Sorte Wirkstoffgehalt und Terpenprofil und legt seinen Jahresbericht allen Mitgliedern offen.",
  "Anbauverein Rheinblüte Köln":
    "Der Kölner Anbauverein wurde 2024 von Patientinnen, Gärtnern und Sozialarbeitern gegründet. Schwerpunkt ist ein verantwortungsvoller Umgang: Neue Mitglieder nehmen an einem Einführungsabend zu Risiken und Konsumregeln teil. Angebaut werden vor allem milde Sorten mit ausgewogenem CBD-Anteil.",
  "Hanffreunde Leipzig":
    "Gemeinnützig organisierte Anbauvereinigung aus Leipzig-Plagwitz. Die Mitglieder treffen sich im ehemaligen Fabrikgebäude zur Gartenarbeit, zu Vorträgen und zur monatlichen Versammlung. Beiträge staffeln sich nach Einkommen, damit die Mitgliedschaft für alle erschwinglich bleibt.",
  "CSC Mainufer Frankfurt":
    "Anbauvereinigung in Frankfurt-Sachsenhausen mit Fokus auf Qualitätssicherung. Der Verein arbeitet mit einem akkreditierten Labor zusammen und dokumentiert jede Weitergabe digital. Informationen zur Aufnahme gibt es per E-Mail. Wer Mitglied werden möchte, sollte seit mindestens sechs Monaten in Deutschland wohnen und Zeit für ein Kennenlerngespräch mitbringen.",
  "Barcelona Green Social Club":
    "Privater Cannabis-Verein im Stadtteil Raval, organisiert nach katalanischem Vereinsrecht. Der Zutritt ist Mitgliedern vorbehalten; Gäste werden nur auf Einladung eines Mitglieds aufgenommen. Der Club bietet außerdem Lesungen und kleine Konzerte in seinem Vereinslokal an.",
  "Café Hanfblüte":
    "Gemütliches Wiener Café im siebten Bezirk mit Kuchen, Frühstück und Tees aus Hanfblättern. Alle Speisen sind THC-frei. Am Wochenende gibt es Brunch mit Hanfaufstrichen und selbst gebackenem Brot. Unter der Woche kommen viele Studierende zum Lernen, WLAN und Steckdosen gibt es an fast jedem Tisch. Im Sommer stehen ein paar Tische draußen im ruhigen Innenhof.",
  "Spreeblick Lounge":
    "Lounge mit Terrasse direkt an der Spree in Friedrichshain. Abends gibt es kreative Drinks, kleine Gerichte mit Hanfsamen und regelmäßig Vorträge oder Podiumsabende zur Hanfkultur. Der Raum lässt sich für Veranstaltungen mieten. Bei gutem Wetter öffnet die Terrasse schon am Nachmittag.",
  "Hanfküche Düsseldorf":
    "Restaurant in Düsseldorf-Bilk mit saisonaler, überwiegend pflanzlicher Küche. Hanfsamen, Hanföl und Hanfmehl kommen von Höfen aus dem Rheinland. Mittags gibt es ein wechselndes Tagesgericht, abends ein Menü in drei oder fünf Gängen. Für Gruppen ab acht Personen empfiehlt sich eine Reservierung.",
  "Coffeeshop De Groene Vlinder":
    "Traditionsreicher Coffeeshop in der Amsterdamer Innenstadt, geführt nach den niederländischen Duldungsregeln. Zutritt ab 18 Jahren mit Ausweis, kein Alkohol. Das Team berät ruhig und nimmt sich Zeit für Fragen von Gästen, die zum ersten Mal da sind. Ruhige Musik, viel Holz, ein Fenster zur Gracht.",
  "Zur Grünen Traube":
    "Badisches Gasthaus in der Freiburger Altstadt, das klassische Gerichte mit Hanfzutaten neu interpretiert: Maultaschen mit Hanfspinat-Füllung, Flammkuchen mit geröstetem Hanfsamen. Dazu Weine von Winzern aus dem Kaiserstuhl. Im Sommer sitzt man im Biergarten unter alten Kastanien.",
  "Hotel Hanfhaus Amsterdam":
    "Kleines Boutique-Hotel mit zwölf Zimmern in einem Grachtenhaus im Jordaan. Die Einrichtung setzt auf Hanftextilien und Naturmaterialien, zum Frühstück gibt es regionale Produkte. Das Team gibt gern Tipps zu Museen und Restaurants in der Umgebung. Die Rezeption ist bis Mitternacht besetzt.",
  "Bud & Breakfast Wien":
    "Familiär geführte Pension im Wiener Bezirk Neubau mit sechs Zimmern und einem begrünten Innenhof. Das Frühstück kommt mit Hanfmüsli und Kuchen vom Café nebenan. Gäste bekommen einen Plan mit Hanf- und Kulturadressen der Stadt. Die Straßenbahn hält direkt vor dem Haus, in zehn Minuten bist du am Museumsquartier.",
  "Green Garden Resort Phuket":
    "Ruhige Bungalowanlage im Hinterland von Patong mit Pool, Yogadeck und tropischem Garten. Das Resort informiert Gäste bei der Ankunft über die geltenden thailändischen Regeln und bietet geführte Ausflüge zu Hanffarmen an. Zum Strand sind es zehn Minuten mit dem hauseigenen Shuttle, Fahrräder werden kostenlos verliehen.",
  "Alpenhanf Chalet Innsbruck":
    "Chalet am Stadtrand von Innsbruck mit Blick auf die Nordkette. Im Wellnessbereich werden Massagen mit Hanföl angeboten, die Küche verwendet Hanfprodukte aus Tiroler Anbau. Im Winter ist der Skibus nur wenige Gehminuten entfernt. Im Sommer starten Wanderwege direkt hinter dem Haus.",
  "Hanfkontor Online":
    "Hamburger Online-Shop für Zubehör und Aufbewahrung: Grinder, Dosen mit Feuchtigkeitsregulierung, Waagen und Papers. Bestellungen bis 14 Uhr verlassen das Lager am selben Tag, verpackt wird ohne Plastik. Ab 40 Euro Bestellwert ist der Versand innerhalb Deutschlands kostenlos, Rücksendungen sind 30 Tage lang möglich.",
  "Vaporizer Zentrale":
    "Fachhändler aus Stuttgart für Vaporizer, Ersatzteile und Reinigungszubehör. Zu vielen Geräten gibt es ausführliche Testberichte und Vergleichstabellen. Die Werkstatt übernimmt auch Reparaturen außerhalb der Garantie. Im Ladengeschäft in der Stuttgarter Innenstadt lassen sich viele Geräte vor dem Kauf in die Hand nehmen.",
  GrowMarkt24:
    "Dresdner Versandhandel für den privaten Eigenanbau: torffreie Erde, Dünger, LED-Leuchten, Growboxen und Messgeräte. Eine kostenlose Telefonberatung hilft bei der Planung der ersten Growbox. Bestellungen werden neutral verpackt verschickt. Zum Sortiment gehören auch Schädlingsfallen, Gießkannen mit Messskala und pH-Messgeräte für Einsteiger.",
  "CBD Naturwerk":
    "Steirischer Hersteller von CBD-Ölen und Kosmetik aus eigenem Hanfanbau. Zu jeder Charge veröffentlicht das Unternehmen die Laboranalyse online. Versand nach Österreich, Deutschland und in die Schweiz. Die Hanffelder liegen in der Südsteiermark und werden ohne chemischen Pflanzenschutz bewirtschaftet.",
  "Papers & Pipes Shop":
    "Nürnberger Laden mit Onlineshop für Papers, Filter, Pfeifen und Glaswaren von bekannten Marken und kleinen Manufakturen. Besonders groß ist die Auswahl an ungebleichten Papers und handgefertigten Holzpfeifen. Im Laden in der Nürnberger Altstadt gibt es eine kleine Ausstellung historischer Pfeifen.",
  "Swiss Hemp Store":
    "Basler Onlineshop für Hanfprodukte nach Schweizer Recht: CBD-Produkte mit weniger als einem Prozent THC, Hanftee, Lebensmittel und Textilien. Lieferung innerhalb der Schweiz in der Regel am nächsten Werktag. Alle Produkte werden in der Schweiz hergestellt oder von Schweizer Labors geprüft.",
  "MediCann Sprechstunde":
    "Telemedizinische Praxis mit Sitz in Berlin, spezialisiert auf Schmerzmedizin und Palliativversorgung. Ärztinnen und Ärzte prüfen Vorbefunde, beraten per Video und verordnen Medizinalcannabis, wenn es medizinisch begründet ist. Die Kosten für Erst- und Folgegespräche stehen transparent auf der Website.",
  "Cannamedic Online-Praxis":
    "Münchner Online-Praxis mit einem Team aus Allgemeinmedizin, Neurologie und Psychiatrie. Vor dem ersten Videotermin wird ein ausführlicher Anamnesebogen ausgefüllt. Die Praxis arbeitet mit Apotheken in ganz Deutschland zusammen. Termine gibt es auch abends und samstags.",
  "DocHanf Telemedizin":
    "Kölner Anbieter für Videosprechstunden zu Medizinalcannabis. Schwerpunkte sind chronische Schmerzen, Schlafstörungen und Spastik. Folgerezepte lassen sich nach Rücksprache online anfordern. Das Erstgespräch dauert etwa eine halbe Stunde, die Kosten werden vor der Buchung angezeigt. Vorbefunde können sicher hochgeladen werden.",
  "Cannaflow Ärzteteam":
    "Ärztenetzwerk aus Hannover, das Patientinnen und Patienten vor und während einer Cannabistherapie begleitet. Neben der Verordnung unterstützt das Team bei Anträgen auf Kostenübernahme durch die Krankenkasse. Regelmäßige Kontrolltermine gehören zum Therapiekonzept dazu.",
  "Nordlicht Genetics":
    "Kleine Zuchtwerkstatt aus Bremen, die robuste Sorten für das norddeutsche Klima entwickelt. Alle Samen sind feminisiert oder automatisch blühend und werden mit Angaben zu Elternlinien, Blütezeit und Wuchshöhe geliefert. Bestellungen kommen in bruchsicheren Röhrchen und mit einer Keimanleitung.",
  "Samenbank Alpenland":
    "Salzburger Samenbank mit eigenen Züchtungen und ausgewählten Sorten anderer Breeder. Für den privaten Eigenanbau gibt es kleine Packungen mit drei Samen. Der Versand nach Deutschland erfolgt im Rahmen des Konsumcannabisgesetzes. Wer unsicher ist, findet im Shop eine eigene Kategorie mit einsteigerfreundlichen Sorten.",
  "Dutch Heritage Seeds":
    "Rotterdamer Züchter, der klassische Landsorten und alte niederländische Linien erhält und weiterentwickelt. Die Website erzählt zu jeder Sorte ihre Geschichte und gibt Anbauhinweise für drinnen und draußen. Ein Teil des Erlöses fließt in eine Saatgutbank für alte Hanfsorten.",
  "Bavaria Breeders":
    "Fränkisches Zuchtprojekt mit Fokus auf schimmelresistente Outdoor-Sorten. Die Sortenbeschreibungen beruhen auf mehrjährigen Testläufen in Gärten rund um Nürnberg. Neue Sorten kommen erst in den Verkauf, wenn sie mindestens drei Saisons lang in verschiedenen Lagen getestet wurden. Die Packungen enthalten drei oder fünf Samen.",
  "Seeds of Barcelona":
    "Katalanischer Züchter mit Sorten für warmes, trockenes Klima und ausgeprägte Zitrus- und Kräuteraromen. Ein mehrsprachiger Kundenservice beantwortet Fragen zu Keimung und Anbau. Zu jeder Sorte gibt es Fotos aus verschiedenen Wachstumsphasen und Hinweise zum Gießen bei Hitze.",
  "Hanfmesse Berlin":
    "Jährliche Fachmesse für Hanf und Cannabiskultur im Frühjahr mit über 200 Ausstellern. Zum Programm gehören Vorträge zu Recht, Medizin und Anbau sowie ein eigener Bereich für Anbauvereinigungen. Einlass ab 18 Jahren. Tickets gibt es online und an der Tageskasse; am Freitag ist die Messe ruhiger.",
  "Cannabis Expo Zürich":
    "Internationale Messe in Zürich mit Schwerpunkt auf Forschung, Regulierung und Schweizer Pilotversuchen. Neben der Ausstellung gibt es Fachkonferenzen für Behörden, Wissenschaft und Unternehmen. Am Samstag ist die Ausstellung für das allgemeine Publikum ab 18 Jahren geöffnet.",
  "Hanfwelt Messe Wien":
    "Publikumsmesse in Wien rund um Hanf als Nutzpflanze: Textilien, Baustoffe, Lebensmittel und CBD-Produkte. Workshops zum Kochen mit Hanf sind jedes Jahr schnell ausgebucht. Die Messe findet jedes Jahr im Herbst statt, Kinder unter 14 Jahren haben in Begleitung freien Eintritt in den Bereich für Nutzhanf.",
  "Grünes Festival Köln":
    "Zweitägiges Open-Air-Festival am Rheinufer mit Musik, Kunst, Foodtrucks und einer Infomeile zu Prävention und Verbraucherschutz. Zutritt ab 18 Jahren. Auf zwei Bühnen spielen Reggae-, Hip-Hop- und Elektro-Acts. Wasser gibt es kostenlos an mehreren Trinkstationen, und ein Awareness-Team ist rund um die Uhr ansprechbar.",
  "Hanftage Düsseldorf":
    "Kompakte Fachtagung mit Messe für Handel, Gastronomie und Gründer aus der Hanfbranche. Im Mittelpunkt stehen rechtliche Fragen, Qualitätssicherung und Vernetzung. Die Tagung findet jährlich im Frühsommer statt und bietet ein Speed-Networking für Gründerinnen und Investoren.",
  "Hanfwissen TV":
    "YouTube-Kanal mit wöchentlichen Erklärvideos zu Geschichte, Botanik und Rechtslage rund um Hanf. Jede Folge nennt ihre Quellen in der Videobeschreibung. Kurze Ausschnitte erscheinen zusätzlich auf Instagram. Neue Folgen erscheinen jeden Sonntagabend.",
  "Der Grow-Doktor":
    "Hamburger Gärtnermeister, der auf YouTube Fragen zum privaten Anbau beantwortet, von Nährstoffmängeln bis zum Schädlingsbefall. Zuschauerinnen und Zuschauer schicken Fotos ihrer Pflanzen ein und bekommen in der nächsten Folge eine Diagnose. Einmal im Monat gibt es eine Livesprechstunde.",
  "Kräuterküche mit Kim":
    "Kochkanal aus Leipzig mit Rezepten rund um Hanfsamen, Hanföl und Wildkräuter. Alle Rezepte sind THC-frei und alltagstauglich. Neue Videos kommen jeden Mittwoch, dazu gibt es die Rezepte zum Ausdrucken auf der Website. Besonders beliebt sind die Folgen zu Pestos, Brotaufstrichen und Energiekugeln.",
  "Cannabis Recht Erklärt":
    "Ein Frankfurter Rechtsanwalt erklärt auf YouTube verständlich, was das Konsumcannabisgesetz erlaubt und verbietet. Regelmäßige Livestreams mit Fragen aus der Community. Die Videos ersetzen keine Rechtsberatung im Einzelfall, geben aber einen fundierten Überblick über Besitzgrenzen, Schutzzonen und den Straßenverkehr.",
  "Grünes Wohnzimmer":
    "Instagram-Account aus München über Zimmerpflanzen, Balkongärten und den legalen Eigenanbau. Die Fotos zeigen, wie sich Pflanzen schön und sicher in die Wohnung integrieren lassen. Dazu gibt es Tipps zu Licht, Töpfen und Gießrhythmus, auch für Menschen, die bisher kaum einen grünen Daumen hatten.",
  "Trichom Art":
    "Wiener Fotografin, die Hanfpflanzen unter dem Makroobjektiv und Mikroskop zeigt. Ihre Bilder von Trichomen und Blütenständen erscheinen auf Instagram und als kurze Videos auf TikTok. Ausgewählte Motive gibt es als Kunstdrucke, und einmal im Jahr stellt sie in einer kleinen Galerie in Wien aus.",
  "Hanf & Heimat":
    "Account aus Stuttgart über die Geschichte des Nutzhanfs in Süddeutschland: alte Seilereien, Flurnamen, neue Hanfbauern. Jede Woche ein Fundstück aus Archiven und Dörfern. Viele Hinweise kommen von Followerinnen und Followern, die in alten Fotoalben und Dorfchroniken fündig werden.",
  "Urban Grow Diary":
    "Ein Berliner dokumentiert seinen legalen Anbau auf einer Dachterrasse, Woche für Woche, mit Fotos auf Instagram und längeren Zusammenfassungen auf YouTube. Er zeigt auch die Fehler, von vergilbten Blättern bis zum Sturmschaden, und erklärt, was er daraus gelernt hat.",
  "Terpen-Tina":
    "Kölner Biochemikerin, die auf TikTok in kurzen Clips erklärt, was Terpene sind und wie Duft und Geschmack entstehen. Dazu Riechproben aus Küche und Garten zum Mitmachen. Die Clips erscheinen mehrmals pro Woche; längere Erklärungen gibt es in gelegentlichen Livestreams.",
  "Stoner Science":
    "TikTok-Kanal aus Hamburg, der verbreitete Mythen über Cannabis anhand von Studien überprüft. Die Quellen werden zu jedem Clip in den Kommentaren angeheftet. Mal geht es um Kurzzeitgedächtnis, mal um den Mythos vom Einstiegsdrogen-Effekt, immer mit einer Einordnung der Studienlage.",
  "Hanf in 60 Sekunden":
    "Kurze Erklärclips aus München: ein Thema, eine Minute. Von der Besitzgrenze über die Schutzzonen bis zur Fahrerlaubnis. Die Clips richten sich an Erwachsene, die sich schnell einen Überblick verschaffen wollen. Jede Woche kommt ein neues Thema dazu, Vorschläge aus den Kommentaren werden gern aufgegriffen.",
  "Chill & Grow Stream":
    "Twitch-Kanal, auf dem die Growbox rund um die Uhr zu sehen ist. Abends wird live gegärtnert und geplaudert, der Chat stellt Fragen zu Licht, Wasser und Nährstoffen. Gestreamt wird werktags ab 20 Uhr, am Sonntag gibt es eine Zusammenfassung der Woche.",
  GreenGamer420:
    "Gaming-Streams mit entspannter Community aus Düsseldorf. Einmal im Monat ein Talk-Abend mit Gästen aus der Hanfszene; Highlights landen auf YouTube. Gespielt werden vor allem Aufbau- und Simulationsspiele, Beleidigungen im Chat haben keine Chance. Die Talk-Abende werden vorher in der Community angekündigt.",
  "Late Night Hanf Talk":
    "Wöchentliche Talkshow auf Twitch aus Wien mit Gästen aus Forschung, Recht, Gastronomie und Aktivismus. Zuschauerfragen werden live beantwortet. Die Sendung läuft jeden Donnerstag ab 22 Uhr und dauert etwa zwei Stunden. Aufzeichnungen bleiben zwei Wochen lang abrufbar.",
  "Hanffreunde Deutschland":
    "Große Facebook-Gruppe für den Austausch über Hanfkultur, Anbauvereinigungen und Veranstaltungen in ganz Deutschland. Die Moderation achtet auf einen respektvollen Ton und löscht Verkaufsangebote. Regionale Untergruppen organisieren Stammtische in mehreren Städten.",
  "Cannabis Patienten Netzwerk":
    "Selbsthilfegruppe auf Facebook für Menschen, die mit Medizinalcannabis behandelt werden, und ihre Angehörigen. Themen sind Kostenübernahme, Arztsuche und Erfahrungen im Alltag. Neue Mitglieder beantworten beim Beitritt drei Fragen, damit die Gruppe ein geschützter Raum bleibt.",
  "Legalisierung Jetzt Schweiz":
    "Facebook-Gruppe, die die Debatte über eine Regulierung von Cannabis in der Schweiz begleitet. Geteilt werden Neuigkeiten aus dem Parlament und Ergebnisse der städtischen Pilotversuche. Die Gruppe ist parteipolitisch neutral und lädt regelmäßig zu Diskussionsabenden in Bern ein.",
  "HanfLogistik GmbH":
    "Logistikdienstleister aus Hamburg für Anbauvereinigungen, Apotheken und Hersteller von Hanfprodukten. Angeboten werden gesicherte Transporte mit lückenloser Dokumentation und Lagerflächen mit Zutrittskontrolle. Das Unternehmen ist auf Nutzhanf, CBD-Produkte und lizenzierte Ware spezialisiert.",
  "Cannabis Compliance Beratung":
    "Frankfurter Beratungsbüro für Anbauvereinigungen und Unternehmen: Erlaubnisanträge, Gesundheits- und Jugendschutzkonzepte, Sicherheitskonzepte und Schulungen für Präventionsbeauftragte. Das Team besteht aus Juristinnen, Apothekern und ehemaligen Mitarbeitenden von Aufsichtsbehörden. Erstgespräche sind kostenlos.",
  "GreenTech Anlagenbau":
    "Planung und Bau von Anbauräumen für Anbauvereinigungen aus Münster: Klimatisierung, Lüftung, Beleuchtung und Sicherheitstechnik aus einer Hand, inklusive Wartungsvertrag. Zu den Referenzen gehören Anbauvereinigungen in Nordrhein-Westfalen und Niedersachsen. Ein Notdienst ist auch am Wochenende erreichbar.",
  "Bangkok Cannabis Trading":
    "Beratungsunternehmen in Bangkok für europäische Firmen, die mit Nutzhanf, Hanftextilien und Hanflebensmitteln in Thailand handeln wollen. Unterstützung bei Genehmigungen und Zollfragen nach thailändischem Recht. Das Büro arbeitet mit deutschsprachigen Ansprechpartnern.",
  "Hanfmuseum Nord":
    "Kleines Museum in Bremen zur Geschichte des Hanfs in der Seefahrt: Tauwerk, Segeltuch und die Arbeit der Reepschläger. Führungen für Schulklassen und Gruppen nach Anmeldung. Im Sommer gibt es Mitmach-Aktionen, bei denen Besucherinnen und Besucher selbst ein kurzes Seil drehen können.",
  "Rechtsanwälte Grünberg & Partner":
    "Kölner Kanzlei mit Schwerpunkt Betäubungsmittel- und Verkehrsrecht. Beraten werden Privatpersonen, Patientinnen und Anbauvereinigungen, etwa zu Führerscheinfragen oder Vereinssatzungen. Ein Erstgespräch ist telefonisch oder per Video möglich; die Kosten werden vorab besprochen.",
  "Hanf-Yoga Studio":
    "Yogastudio in Freiburg mit Matten und Kleidung aus Hanf und Kursen für Einsteiger, Rückenfitness und Entspannung. Ein Konsum findet im Studio nicht statt. Die Räume liegen in einem ehemaligen Gewächshaus mit viel Tageslicht. Probestunden sind kostenlos, Matten werden gestellt.",
  "Bangkok Green Tours":
    "Deutschsprachige Stadtführungen in Bangkok zu Märkten, Tempeln und der Geschichte des Hanfs in Thailand. Die Guides erklären auch, welche Regeln für Reisende gelten. Touren finden in kleinen Gruppen mit höchstens acht Personen statt, auf Wunsch auch privat. Abholung am Hotel ist im Preis enthalten.",
  "Neuer Club Bielefeld":
    "Anbauvereinigung in Gründung in Bielefeld. Der Verein sammelt Interessierte für die Gründungsversammlung und bereitet den Antrag bei der Landesbehörde vor. Interessierte können sich über das Kontaktformular melden und werden zur nächsten Infoveranstaltung eingeladen.",
  "Hanfbäckerei Kassel":
    "Handwerksbäckerei in Kassel mit Broten, Brötchen und Keksen aus Hanfmehl und Hanfsamen. Alle Backwaren sind THC-frei. Das Mehl kommt aus einer Mühle in Nordhessen, gebacken wird mit Sauerteig und viel Zeit. Samstags gibt es Zimtschnecken mit Hanfsamen, die meist bis zum Mittag ausverkauft sind.",
  "Weed Wanderer":
    "Reisevlog aus Innsbruck über Wanderungen, Bergdörfer und die Geschichte des Hanfanbaus in den Alpen. Die Videos zeigen Touren in Tirol und Vorarlberg, alte Flachs- und Hanfspeicher und Gespräche mit Bergbauern, die früher noch Hanf für Seile angebaut haben.",
  "Grow Box Discount":
    "Leipziger Onlineshop mit günstigen Komplettsets für Growboxen, Lampen und Lüftung, vor allem für Einsteiger. Die Sets enthalten Zelt, Lampe, Abluft und Zeitschaltuhr, dazu eine Anleitung für den Aufbau. Versand nur innerhalb Deutschlands, Ersatzteile gibt es auch einzeln.",
  "Hanfhotel Teneriffa":
    "Apartmenthotel im Süden Teneriffas mit Dachterrasse, Meerblick und Hanfprodukten im hauseigenen Spa. Die Apartments haben Küchenzeilen und Balkone, zum Strand sind es fünf Gehminuten. Wer mag, bucht Massagen mit Hanföl oder Yoga auf der Dachterrasse.",
  "Schnell Reich mit Hanf":
    "!!! 1000 € am Tag mit Hanf verdienen !!! Ohne Vorkenntnisse, garantiert, jetzt Platz sichern, nur noch heute !!! Geheime Methode, die Banken hassen! Einfach Link klicken, Daten eingeben und sofort starten. Nur heute zum Sonderpreis! Kein Risiko, 100 % Gewinn!!!",
  "Billig Gras Versand":
    "Billig Gras ohne Rezept, diskreter Versand, Bezahlung nur per Krypto, jetzt bestellen!!! Beste Qualität, schnell, anonym, kein Ausweis nötig. Große Mengen günstiger, Mengenrabatt, Lieferung in ganz Europa. Schreib uns einfach über Telegram!!! Kein Rezept, keine Fragen.",
  "Linksammlung Hanf Deals":
    "Die besten Deals, Links und Angebote, klick hier, klick dort, alles gratis. Hier findest du alles: Gutscheine, Rabatte, Gewinnspiele, Links zu Shops und noch viel mehr. Jeden Tag neue Links, einfach alle anklicken und sparen, sparen, sparen!!! Mega Deals!!!",
};
