/**
 * Real towns and cities for the demo members of the database seed: every Dutch province and every
 * Belgian province plus the Brussels region. Region codes are ISO 3166-2 (the same codes as
 * common/data/regions.ts); coordinates are the town centre in WGS 84, 4 decimals.
 */

export interface DemoPlace {
  name: string;
  country: 'NL' | 'BE';
  regionCode: string;
  lat: number;
  lon: number;
}

export const DEMO_PLACES: readonly DemoPlace[] = [
  // Drenthe
  { name: 'Assen', country: 'NL', regionCode: 'NL-DR', lat: 52.9925, lon: 6.5649 },
  { name: 'Emmen', country: 'NL', regionCode: 'NL-DR', lat: 52.7858, lon: 6.8975 },
  { name: 'Hoogeveen', country: 'NL', regionCode: 'NL-DR', lat: 52.7225, lon: 6.4764 },
  { name: 'Meppel', country: 'NL', regionCode: 'NL-DR', lat: 52.6956, lon: 6.1944 },
  // Flevoland
  { name: 'Almere', country: 'NL', regionCode: 'NL-FL', lat: 52.3508, lon: 5.2647 },
  { name: 'Lelystad', country: 'NL', regionCode: 'NL-FL', lat: 52.5185, lon: 5.4714 },
  { name: 'Emmeloord', country: 'NL', regionCode: 'NL-FL', lat: 52.7108, lon: 5.7481 },
  { name: 'Dronten', country: 'NL', regionCode: 'NL-FL', lat: 52.525, lon: 5.7181 },
  // Friesland
  { name: 'Leeuwarden', country: 'NL', regionCode: 'NL-FR', lat: 53.2012, lon: 5.7999 },
  { name: 'Sneek', country: 'NL', regionCode: 'NL-FR', lat: 53.0325, lon: 5.6589 },
  { name: 'Heerenveen', country: 'NL', regionCode: 'NL-FR', lat: 52.9595, lon: 5.9182 },
  { name: 'Drachten', country: 'NL', regionCode: 'NL-FR', lat: 53.105, lon: 6.0986 },
  { name: 'Harlingen', country: 'NL', regionCode: 'NL-FR', lat: 53.1744, lon: 5.4228 },
  // Gelderland
  { name: 'Arnhem', country: 'NL', regionCode: 'NL-GE', lat: 51.9851, lon: 5.8987 },
  { name: 'Nijmegen', country: 'NL', regionCode: 'NL-GE', lat: 51.8126, lon: 5.8372 },
  { name: 'Apeldoorn', country: 'NL', regionCode: 'NL-GE', lat: 52.2112, lon: 5.9699 },
  { name: 'Ede', country: 'NL', regionCode: 'NL-GE', lat: 52.0402, lon: 5.6649 },
  { name: 'Zutphen', country: 'NL', regionCode: 'NL-GE', lat: 52.1383, lon: 6.2014 },
  { name: 'Doetinchem', country: 'NL', regionCode: 'NL-GE', lat: 51.965, lon: 6.2886 },
  { name: 'Harderwijk', country: 'NL', regionCode: 'NL-GE', lat: 52.3417, lon: 5.6206 },
  { name: 'Tiel', country: 'NL', regionCode: 'NL-GE', lat: 51.8861, lon: 5.4292 },
  // Groningen
  { name: 'Groningen', country: 'NL', regionCode: 'NL-GR', lat: 53.2194, lon: 6.5665 },
  { name: 'Delfzijl', country: 'NL', regionCode: 'NL-GR', lat: 53.33, lon: 6.9189 },
  { name: 'Veendam', country: 'NL', regionCode: 'NL-GR', lat: 53.1067, lon: 6.8792 },
  { name: 'Stadskanaal', country: 'NL', regionCode: 'NL-GR', lat: 52.9897, lon: 6.9508 },
  // Limburg (NL)
  { name: 'Maastricht', country: 'NL', regionCode: 'NL-LI', lat: 50.8514, lon: 5.691 },
  { name: 'Venlo', country: 'NL', regionCode: 'NL-LI', lat: 51.3704, lon: 6.1724 },
  { name: 'Heerlen', country: 'NL', regionCode: 'NL-LI', lat: 50.8882, lon: 5.9795 },
  { name: 'Roermond', country: 'NL', regionCode: 'NL-LI', lat: 51.1942, lon: 5.987 },
  { name: 'Sittard', country: 'NL', regionCode: 'NL-LI', lat: 50.9983, lon: 5.8692 },
  { name: 'Weert', country: 'NL', regionCode: 'NL-LI', lat: 51.2517, lon: 5.7069 },
  // Noord-Brabant
  { name: 'Eindhoven', country: 'NL', regionCode: 'NL-NB', lat: 51.4416, lon: 5.4697 },
  { name: 'Tilburg', country: 'NL', regionCode: 'NL-NB', lat: 51.5555, lon: 5.0913 },
  { name: 'Breda', country: 'NL', regionCode: 'NL-NB', lat: 51.5719, lon: 4.7683 },
  { name: "'s-Hertogenbosch", country: 'NL', regionCode: 'NL-NB', lat: 51.6978, lon: 5.3037 },
  { name: 'Helmond', country: 'NL', regionCode: 'NL-NB', lat: 51.4793, lon: 5.657 },
  { name: 'Oss', country: 'NL', regionCode: 'NL-NB', lat: 51.765, lon: 5.5181 },
  { name: 'Roosendaal', country: 'NL', regionCode: 'NL-NB', lat: 51.5308, lon: 4.4653 },
  { name: 'Bergen op Zoom', country: 'NL', regionCode: 'NL-NB', lat: 51.4949, lon: 4.2911 },
  // Noord-Holland
  { name: 'Amsterdam', country: 'NL', regionCode: 'NL-NH', lat: 52.3676, lon: 4.9041 },
  { name: 'Haarlem', country: 'NL', regionCode: 'NL-NH', lat: 52.3874, lon: 4.6462 },
  { name: 'Zaandam', country: 'NL', regionCode: 'NL-NH', lat: 52.442, lon: 4.8292 },
  { name: 'Alkmaar', country: 'NL', regionCode: 'NL-NH', lat: 52.6324, lon: 4.7534 },
  { name: 'Hilversum', country: 'NL', regionCode: 'NL-NH', lat: 52.2292, lon: 5.1669 },
  { name: 'Hoorn', country: 'NL', regionCode: 'NL-NH', lat: 52.6425, lon: 5.0597 },
  { name: 'Den Helder', country: 'NL', regionCode: 'NL-NH', lat: 52.9563, lon: 4.7601 },
  { name: 'Purmerend', country: 'NL', regionCode: 'NL-NH', lat: 52.505, lon: 4.9592 },
  { name: 'Amstelveen', country: 'NL', regionCode: 'NL-NH', lat: 52.3114, lon: 4.8701 },
  // Overijssel
  { name: 'Zwolle', country: 'NL', regionCode: 'NL-OV', lat: 52.5168, lon: 6.083 },
  { name: 'Enschede', country: 'NL', regionCode: 'NL-OV', lat: 52.2215, lon: 6.8937 },
  { name: 'Deventer', country: 'NL', regionCode: 'NL-OV', lat: 52.2661, lon: 6.1552 },
  { name: 'Hengelo', country: 'NL', regionCode: 'NL-OV', lat: 52.2658, lon: 6.7931 },
  { name: 'Almelo', country: 'NL', regionCode: 'NL-OV', lat: 52.357, lon: 6.6625 },
  { name: 'Kampen', country: 'NL', regionCode: 'NL-OV', lat: 52.555, lon: 5.9114 },
  // Utrecht
  { name: 'Utrecht', country: 'NL', regionCode: 'NL-UT', lat: 52.0907, lon: 5.1214 },
  { name: 'Amersfoort', country: 'NL', regionCode: 'NL-UT', lat: 52.1561, lon: 5.3878 },
  { name: 'Veenendaal', country: 'NL', regionCode: 'NL-UT', lat: 52.0286, lon: 5.5589 },
  { name: 'Zeist', country: 'NL', regionCode: 'NL-UT', lat: 52.0894, lon: 5.2331 },
  { name: 'Nieuwegein', country: 'NL', regionCode: 'NL-UT', lat: 52.0292, lon: 5.0806 },
  // Zeeland
  { name: 'Middelburg', country: 'NL', regionCode: 'NL-ZE', lat: 51.4988, lon: 3.6136 },
  { name: 'Vlissingen', country: 'NL', regionCode: 'NL-ZE', lat: 51.4425, lon: 3.5736 },
  { name: 'Goes', country: 'NL', regionCode: 'NL-ZE', lat: 51.5042, lon: 3.8889 },
  { name: 'Terneuzen', country: 'NL', regionCode: 'NL-ZE', lat: 51.3358, lon: 3.8278 },
  { name: 'Zierikzee', country: 'NL', regionCode: 'NL-ZE', lat: 51.65, lon: 3.9186 },
  // Zuid-Holland
  { name: 'Rotterdam', country: 'NL', regionCode: 'NL-ZH', lat: 51.9244, lon: 4.4777 },
  { name: 'Den Haag', country: 'NL', regionCode: 'NL-ZH', lat: 52.0705, lon: 4.3007 },
  { name: 'Leiden', country: 'NL', regionCode: 'NL-ZH', lat: 52.1601, lon: 4.497 },
  { name: 'Dordrecht', country: 'NL', regionCode: 'NL-ZH', lat: 51.8133, lon: 4.6901 },
  { name: 'Delft', country: 'NL', regionCode: 'NL-ZH', lat: 52.0116, lon: 4.3571 },
  { name: 'Zoetermeer', country: 'NL', regionCode: 'NL-ZH', lat: 52.0575, lon: 4.4931 },
  { name: 'Gouda', country: 'NL', regionCode: 'NL-ZH', lat: 52.0115, lon: 4.7105 },
  { name: 'Schiedam', country: 'NL', regionCode: 'NL-ZH', lat: 51.9192, lon: 4.3989 },
  { name: 'Alphen aan den Rijn', country: 'NL', regionCode: 'NL-ZH', lat: 52.1292, lon: 4.6553 },
  { name: 'Spijkenisse', country: 'NL', regionCode: 'NL-ZH', lat: 51.845, lon: 4.3292 },

  // Antwerpen
  { name: 'Antwerpen', country: 'BE', regionCode: 'BE-VAN', lat: 51.2194, lon: 4.4025 },
  { name: 'Mechelen', country: 'BE', regionCode: 'BE-VAN', lat: 51.0259, lon: 4.4776 },
  { name: 'Turnhout', country: 'BE', regionCode: 'BE-VAN', lat: 51.3227, lon: 4.9447 },
  // Limburg (BE)
  { name: 'Hasselt', country: 'BE', regionCode: 'BE-VLI', lat: 50.9307, lon: 5.3325 },
  { name: 'Genk', country: 'BE', regionCode: 'BE-VLI', lat: 50.965, lon: 5.5008 },
  { name: 'Tongeren', country: 'BE', regionCode: 'BE-VLI', lat: 50.7806, lon: 5.4647 },
  // Oost-Vlaanderen
  { name: 'Gent', country: 'BE', regionCode: 'BE-VOV', lat: 51.0543, lon: 3.7174 },
  { name: 'Aalst', country: 'BE', regionCode: 'BE-VOV', lat: 50.9378, lon: 4.0403 },
  { name: 'Sint-Niklaas', country: 'BE', regionCode: 'BE-VOV', lat: 51.165, lon: 4.1431 },
  // West-Vlaanderen
  { name: 'Brugge', country: 'BE', regionCode: 'BE-VWV', lat: 51.2093, lon: 3.2247 },
  { name: 'Kortrijk', country: 'BE', regionCode: 'BE-VWV', lat: 50.828, lon: 3.2649 },
  { name: 'Oostende', country: 'BE', regionCode: 'BE-VWV', lat: 51.2154, lon: 2.9286 },
  { name: 'Roeselare', country: 'BE', regionCode: 'BE-VWV', lat: 50.9465, lon: 3.1227 },
  // Vlaams-Brabant
  { name: 'Leuven', country: 'BE', regionCode: 'BE-VBR', lat: 50.8798, lon: 4.7005 },
  { name: 'Vilvoorde', country: 'BE', regionCode: 'BE-VBR', lat: 50.9281, lon: 4.4245 },
  // Brussels-Capital Region
  { name: 'Brussel', country: 'BE', regionCode: 'BE-BRU', lat: 50.8503, lon: 4.3517 },
  // Hainaut
  { name: 'Charleroi', country: 'BE', regionCode: 'BE-WHT', lat: 50.4108, lon: 4.4446 },
  { name: 'Mons', country: 'BE', regionCode: 'BE-WHT', lat: 50.4542, lon: 3.9523 },
  { name: 'Tournai', country: 'BE', regionCode: 'BE-WHT', lat: 50.6056, lon: 3.3878 },
  // Liège
  { name: 'Liège', country: 'BE', regionCode: 'BE-WLG', lat: 50.6326, lon: 5.5797 },
  { name: 'Verviers', country: 'BE', regionCode: 'BE-WLG', lat: 50.5891, lon: 5.8627 },
  // Brabant wallon
  { name: 'Wavre', country: 'BE', regionCode: 'BE-WBR', lat: 50.717, lon: 4.6014 },
  { name: 'Waterloo', country: 'BE', regionCode: 'BE-WBR', lat: 50.7147, lon: 4.3991 },
  // Namur
  { name: 'Namur', country: 'BE', regionCode: 'BE-WNA', lat: 50.4674, lon: 4.872 },
  // Luxembourg
  { name: 'Arlon', country: 'BE', regionCode: 'BE-WLX', lat: 49.6833, lon: 5.8167 },
  { name: 'Bastogne', country: 'BE', regionCode: 'BE-WLX', lat: 50.0033, lon: 5.7189 },
];
