/**
 * Postal codes of German islands to which the car cannot be delivered or collected
 * ("nur Orte auf dem Festland"; consumer-portal.md section 5: "a fixed list of about 58 five-digit
 * German zip codes is rejected for delivery"). The specification does not print its list; this one
 * is compiled from public sources:
 *
 * - Deutsche Post, Postleitzahlen-Suche (postdirekt.de/plzserver) — the code of each place;
 * - Wikipedia, "Liste deutscher Inseln" and "Liste der Postleitbereiche in Deutschland" (de), and
 *   the articles of the islands and municipalities named below;
 * - Wohngeldverordnung, Anlage zu § 1 Abs. 3: the municipalities "auf Inseln ohne
 *   Festlandanschluss" (East Frisian islands, Amrum, Föhr, Helgoland, Gröde, Hooge, Langeneß,
 *   Pellworm, Hiddensee);
 * - DHL's island delivery areas as carried by shop integrations (e.g. Netresearch shipping-core,
 *   `DeliveryArea`), a cross-check for the North Sea codes and Hiddensee (it lists 25867 for Oland).
 *
 * Two groups:
 *
 * 1. Islands without a road to the mainland (ferry, plane, or Sylt's rail causeway with its car
 *    train): a car transporter cannot reach them at all. 23 codes.
 * 2. Bridged or dammed Baltic islands whose codes cover only island places: Fehmarn
 *    (Fehmarnsund bridge), Poel (dam), Rügen (Rügendamm and Rügenbrücke) and Usedom (bridges at
 *    Wolgast and Zecherin). A transporter can drive there, so this is a business choice, not a
 *    physical limit: we include them because the provider's list is said to have about 58 codes,
 *    and the unbridged islands have only 23, so the provider's list must contain bridged islands
 *    too, and these four are the large ones with their own codes. 19 codes. Remove this group if the
 *    provider confirms it delivers there.
 *
 * Deliberately left out, because the code is shared with mainland places and blocking it would
 * turn away deliverable addresses: 25845 (Nordstrand peninsula with Hallig Nordstrandischmoor),
 * 17440 (the Usedom villages Krummin, Lütow, Sauzin and Zemitz share it with Wolgast), 17440 also
 * holds the uninhabited Greifswalder Oie. Bridged lake and river islands (Lindau, Reichenau,
 * Niederwerth) and uninhabited islands without a code of their own are ordinary or no addresses.
 *
 * That makes 42 codes, not 58: the remaining difference cannot be filled from the directory without
 * guessing, so the product team should compare this list with the provider's.
 */
export const ISLAND_POSTAL_CODES: ReadonlySet<string> = new Set([
  // 1. No road to the mainland
  // North Frisian islands (Kreis Nordfriesland)
  '25980', // Sylt: Westerland, Tinnum, Keitum, Archsum, Morsum, Munkmarsch, Rantum
  '25992', // List auf Sylt
  '25996', // Wenningstedt-Braderup (Sylt)
  '25997', // Hörnum (Sylt)
  '25999', // Kampen (Sylt)
  '25938', // Föhr: Wyk auf Föhr and the Föhr villages (Nieblum, Oevenum, Utersum, Süderende, …)
  '25946', // Amrum: Nebel, Norddorf, Wittdün
  '25849', // Pellworm, with Halligen Süderoog and Südfall
  // Halligen
  '25859', // Hallig Hooge
  '25863', // Langeneß
  '25867', // Oland
  '25869', // Gröde
  // Helgoland and Neuwerk
  '27498', // Helgoland
  '27499', // Hamburg-Insel Neuwerk
  // East Frisian islands (Niedersachsen)
  '26757', // Borkum
  '26571', // Juist
  '26548', // Norderney
  '26579', // Baltrum
  '26465', // Langeoog
  '26474', // Spiekeroog
  '26486', // Wangerooge
  // Baltic island without a bridge
  '18565', // Insel Hiddensee: Kloster, Neuendorf, Vitte, Grieben
  // Lake island
  '83256', // Chiemsee: Frauenchiemsee (Fraueninsel) and Herreninsel
  // 2. Bridged or dammed Baltic islands (see above)
  '23769', // Fehmarn: Burg auf Fehmarn and all villages of the island
  '23999', // Insel Poel: Kirchdorf, Timmendorf, Am Schwarzen Busch, …
  // Rügen
  '18528', // Bergen auf Rügen, Buschvitz, Lietzow, Parchtitz, Patzig, Ralswiek, Rappin, Sehlen, Zirkow
  '18546', // Sassnitz
  '18551', // Sagard, Glowe, Lohme
  '18556', // Altenkirchen, Breege, Dranske, Putgarten (Kap Arkona), Wiek
  '18569', // Gingst, Kluis, Neuenkirchen, Schaprode, Trent, Ummanz
  '18573', // Altefähr, Dreschvitz, Rambin, Samtens
  '18574', // Garz/Rügen, Gustow, Poseritz
  '18581', // Putbus, Lauterbach, Vilm
  '18586', // Baabe, Göhren, Lancken-Granitz, Mönchgut (Middelhagen, Thiessow), Sellin
  '18609', // Ostseebad Binz, Prora
  // Usedom
  '17406', // Usedom (Stadt), Rankwitz, Stolpe auf Usedom
  '17419', // Seebad Ahlbeck, Dargen, Garz, Kamminke, Korswandt, Zirchow
  '17424', // Seebad Heringsdorf
  '17429', // Seebad Bansin, Benz, Mellenthin, Pudagla
  '17449', // Karlshagen, Mölschow, Peenemünde, Trassenheide
  '17454', // Ostseebad Zinnowitz
  '17459', // Koserow, Loddin, Ückeritz, Zempin
]);

export const isIslandPostalCode = (postalCode: string): boolean => ISLAND_POSTAL_CODES.has(postalCode.trim());
