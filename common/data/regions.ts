/**
 * First-level regions a member picks as where they live (product §3 "region (labelled province, state,
 * canton and so on by country)"), for every country of COUNTRIES.
 *
 * Codes are ISO 3166-2, except the nine English regions (no ISO code), which use `GB-ENG-<xx>`.
 * Names are written as locals write them in the country's main language; Belgium uses Dutch names for
 * the Flemish provinces, French for the Walloon ones and "Brussel / Bruxelles" for the capital region.
 */
import { COUNTRIES, type CountryCode, type Locale } from '../constants.ts';
import type { RegionData } from '../site.ts';
import { isCountryCode } from '../rules/locale.ts';

export interface Region {
  code: string;
  name: string;
}

/** What the region field is called, in every member language. */
type Label = Record<Locale, string>;

export interface CountryRegions {
  country: CountryCode;
  label: Label;
  regions: readonly Region[];
}

// The country names live on their own: the browser needs them (search filters, profile, language
// choice) without the region lists, which stay on the server (the JavaScript budget).
export { COUNTRY_NAMES } from './country-names.ts';

/** [code, name] pairs, turned into Region objects below. */
type Pairs = readonly (readonly [string, string])[];

const NL: Pairs = [
  ['NL-DR', 'Drenthe'],
  ['NL-FL', 'Flevoland'],
  ['NL-FR', 'Friesland'],
  ['NL-GE', 'Gelderland'],
  ['NL-GR', 'Groningen'],
  ['NL-LI', 'Limburg'],
  ['NL-NB', 'Noord-Brabant'],
  ['NL-NH', 'Noord-Holland'],
  ['NL-OV', 'Overijssel'],
  ['NL-UT', 'Utrecht'],
  ['NL-ZE', 'Zeeland'],
  ['NL-ZH', 'Zuid-Holland'],
];

const BE: Pairs = [
  ['BE-VAN', 'Antwerpen'],
  ['BE-VLI', 'Limburg'],
  ['BE-VOV', 'Oost-Vlaanderen'],
  ['BE-VBR', 'Vlaams-Brabant'],
  ['BE-VWV', 'West-Vlaanderen'],
  ['BE-BRU', 'Brussel / Bruxelles'],
  ['BE-WBR', 'Brabant wallon'],
  ['BE-WHT', 'Hainaut'],
  ['BE-WLG', 'Liège'],
  ['BE-WLX', 'Luxembourg'],
  ['BE-WNA', 'Namur'],
];

const FR: Pairs = [
  ['FR-ARA', 'Auvergne-Rhône-Alpes'],
  ['FR-BFC', 'Bourgogne-Franche-Comté'],
  ['FR-BRE', 'Bretagne'],
  ['FR-CVL', 'Centre-Val de Loire'],
  ['FR-20R', 'Corse'],
  ['FR-GES', 'Grand Est'],
  ['FR-HDF', 'Hauts-de-France'],
  ['FR-IDF', 'Île-de-France'],
  ['FR-NOR', 'Normandie'],
  ['FR-NAQ', 'Nouvelle-Aquitaine'],
  ['FR-OCC', 'Occitanie'],
  ['FR-PDL', 'Pays de la Loire'],
  ['FR-PAC', "Provence-Alpes-Côte d'Azur"],
];

const IT: Pairs = [
  ['IT-65', 'Abruzzo'],
  ['IT-77', 'Basilicata'],
  ['IT-78', 'Calabria'],
  ['IT-72', 'Campania'],
  ['IT-45', 'Emilia-Romagna'],
  ['IT-36', 'Friuli-Venezia Giulia'],
  ['IT-62', 'Lazio'],
  ['IT-42', 'Liguria'],
  ['IT-25', 'Lombardia'],
  ['IT-57', 'Marche'],
  ['IT-67', 'Molise'],
  ['IT-21', 'Piemonte'],
  ['IT-75', 'Puglia'],
  ['IT-88', 'Sardegna'],
  ['IT-82', 'Sicilia'],
  ['IT-52', 'Toscana'],
  ['IT-32', 'Trentino-Alto Adige'],
  ['IT-55', 'Umbria'],
  ['IT-23', "Valle d'Aosta"],
  ['IT-34', 'Veneto'],
];

const ES: Pairs = [
  ['ES-AN', 'Andalucía'],
  ['ES-AR', 'Aragón'],
  ['ES-AS', 'Asturias'],
  ['ES-IB', 'Islas Baleares'],
  ['ES-CN', 'Canarias'],
  ['ES-CB', 'Cantabria'],
  ['ES-CL', 'Castilla y León'],
  ['ES-CM', 'Castilla-La Mancha'],
  ['ES-CT', 'Cataluña'],
  ['ES-VC', 'Comunidad Valenciana'],
  ['ES-EX', 'Extremadura'],
  ['ES-GA', 'Galicia'],
  ['ES-RI', 'La Rioja'],
  ['ES-MD', 'Madrid'],
  ['ES-MC', 'Murcia'],
  ['ES-NC', 'Navarra'],
  ['ES-PV', 'País Vasco'],
  ['ES-CE', 'Ceuta'],
  ['ES-ML', 'Melilla'],
];

const DE: Pairs = [
  ['DE-BW', 'Baden-Württemberg'],
  ['DE-BY', 'Bayern'],
  ['DE-BE', 'Berlin'],
  ['DE-BB', 'Brandenburg'],
  ['DE-HB', 'Bremen'],
  ['DE-HH', 'Hamburg'],
  ['DE-HE', 'Hessen'],
  ['DE-MV', 'Mecklenburg-Vorpommern'],
  ['DE-NI', 'Niedersachsen'],
  ['DE-NW', 'Nordrhein-Westfalen'],
  ['DE-RP', 'Rheinland-Pfalz'],
  ['DE-SL', 'Saarland'],
  ['DE-SN', 'Sachsen'],
  ['DE-ST', 'Sachsen-Anhalt'],
  ['DE-SH', 'Schleswig-Holstein'],
  ['DE-TH', 'Thüringen'],
];

const AT: Pairs = [
  ['AT-1', 'Burgenland'],
  ['AT-2', 'Kärnten'],
  ['AT-3', 'Niederösterreich'],
  ['AT-4', 'Oberösterreich'],
  ['AT-5', 'Salzburg'],
  ['AT-6', 'Steiermark'],
  ['AT-7', 'Tirol'],
  ['AT-8', 'Vorarlberg'],
  ['AT-9', 'Wien'],
];

const IE: Pairs = [
  ['IE-CW', 'Carlow'],
  ['IE-CN', 'Cavan'],
  ['IE-CE', 'Clare'],
  ['IE-CO', 'Cork'],
  ['IE-DL', 'Donegal'],
  ['IE-D', 'Dublin'],
  ['IE-G', 'Galway'],
  ['IE-KY', 'Kerry'],
  ['IE-KE', 'Kildare'],
  ['IE-KK', 'Kilkenny'],
  ['IE-LS', 'Laois'],
  ['IE-LM', 'Leitrim'],
  ['IE-LK', 'Limerick'],
  ['IE-LD', 'Longford'],
  ['IE-LH', 'Louth'],
  ['IE-MO', 'Mayo'],
  ['IE-MH', 'Meath'],
  ['IE-MN', 'Monaghan'],
  ['IE-OY', 'Offaly'],
  ['IE-RN', 'Roscommon'],
  ['IE-SO', 'Sligo'],
  ['IE-TA', 'Tipperary'],
  ['IE-WD', 'Waterford'],
  ['IE-WH', 'Westmeath'],
  ['IE-WX', 'Wexford'],
  ['IE-WW', 'Wicklow'],
];

/** The nine regions of England (no ISO 3166-2 code, hence GB-ENG-*), then the other three nations. */
const GB: Pairs = [
  ['GB-ENG-EE', 'East of England'],
  ['GB-ENG-EM', 'East Midlands'],
  ['GB-ENG-LON', 'London'],
  ['GB-ENG-NE', 'North East England'],
  ['GB-ENG-NW', 'North West England'],
  ['GB-ENG-SE', 'South East England'],
  ['GB-ENG-SW', 'South West England'],
  ['GB-ENG-WM', 'West Midlands'],
  ['GB-ENG-YH', 'Yorkshire and the Humber'],
  ['GB-NIR', 'Northern Ireland'],
  ['GB-SCT', 'Scotland'],
  ['GB-WLS', 'Wales'],
];

const US: Pairs = [
  ['US-AL', 'Alabama'],
  ['US-AK', 'Alaska'],
  ['US-AZ', 'Arizona'],
  ['US-AR', 'Arkansas'],
  ['US-CA', 'California'],
  ['US-CO', 'Colorado'],
  ['US-CT', 'Connecticut'],
  ['US-DE', 'Delaware'],
  ['US-DC', 'District of Columbia'],
  ['US-FL', 'Florida'],
  ['US-GA', 'Georgia'],
  ['US-HI', 'Hawaii'],
  ['US-ID', 'Idaho'],
  ['US-IL', 'Illinois'],
  ['US-IN', 'Indiana'],
  ['US-IA', 'Iowa'],
  ['US-KS', 'Kansas'],
  ['US-KY', 'Kentucky'],
  ['US-LA', 'Louisiana'],
  ['US-ME', 'Maine'],
  ['US-MD', 'Maryland'],
  ['US-MA', 'Massachusetts'],
  ['US-MI', 'Michigan'],
  ['US-MN', 'Minnesota'],
  ['US-MS', 'Mississippi'],
  ['US-MO', 'Missouri'],
  ['US-MT', 'Montana'],
  ['US-NE', 'Nebraska'],
  ['US-NV', 'Nevada'],
  ['US-NH', 'New Hampshire'],
  ['US-NJ', 'New Jersey'],
  ['US-NM', 'New Mexico'],
  ['US-NY', 'New York'],
  ['US-NC', 'North Carolina'],
  ['US-ND', 'North Dakota'],
  ['US-OH', 'Ohio'],
  ['US-OK', 'Oklahoma'],
  ['US-OR', 'Oregon'],
  ['US-PA', 'Pennsylvania'],
  ['US-RI', 'Rhode Island'],
  ['US-SC', 'South Carolina'],
  ['US-SD', 'South Dakota'],
  ['US-TN', 'Tennessee'],
  ['US-TX', 'Texas'],
  ['US-UT', 'Utah'],
  ['US-VT', 'Vermont'],
  ['US-VA', 'Virginia'],
  ['US-WA', 'Washington'],
  ['US-WV', 'West Virginia'],
  ['US-WI', 'Wisconsin'],
  ['US-WY', 'Wyoming'],
];

const CA: Pairs = [
  ['CA-AB', 'Alberta'],
  ['CA-BC', 'British Columbia'],
  ['CA-MB', 'Manitoba'],
  ['CA-NB', 'New Brunswick'],
  ['CA-NL', 'Newfoundland and Labrador'],
  ['CA-NT', 'Northwest Territories'],
  ['CA-NS', 'Nova Scotia'],
  ['CA-NU', 'Nunavut'],
  ['CA-ON', 'Ontario'],
  ['CA-PE', 'Prince Edward Island'],
  ['CA-QC', 'Québec'],
  ['CA-SK', 'Saskatchewan'],
  ['CA-YT', 'Yukon'],
];

/** ISO 3166-2:PL uses the numeric TERYT codes since 2018 (formerly PL-DS, PL-KP, …). */
const PL: Pairs = [
  ['PL-02', 'Dolnośląskie'],
  ['PL-04', 'Kujawsko-pomorskie'],
  ['PL-06', 'Lubelskie'],
  ['PL-08', 'Lubuskie'],
  ['PL-10', 'Łódzkie'],
  ['PL-12', 'Małopolskie'],
  ['PL-14', 'Mazowieckie'],
  ['PL-16', 'Opolskie'],
  ['PL-18', 'Podkarpackie'],
  ['PL-20', 'Podlaskie'],
  ['PL-22', 'Pomorskie'],
  ['PL-24', 'Śląskie'],
  ['PL-26', 'Świętokrzyskie'],
  ['PL-28', 'Warmińsko-mazurskie'],
  ['PL-30', 'Wielkopolskie'],
  ['PL-32', 'Zachodniopomorskie'],
];

const AU: Pairs = [
  ['AU-ACT', 'Australian Capital Territory'],
  ['AU-NSW', 'New South Wales'],
  ['AU-NT', 'Northern Territory'],
  ['AU-QLD', 'Queensland'],
  ['AU-SA', 'South Australia'],
  ['AU-TAS', 'Tasmania'],
  ['AU-VIC', 'Victoria'],
  ['AU-WA', 'Western Australia'],
];

const NZ: Pairs = [
  ['NZ-AUK', 'Auckland'],
  ['NZ-BOP', 'Bay of Plenty'],
  ['NZ-CAN', 'Canterbury'],
  ['NZ-GIS', 'Gisborne'],
  ['NZ-HKB', "Hawke's Bay"],
  ['NZ-MWT', 'Manawatū-Whanganui'],
  ['NZ-MBH', 'Marlborough'],
  ['NZ-NSN', 'Nelson'],
  ['NZ-NTL', 'Northland'],
  ['NZ-OTA', 'Otago'],
  ['NZ-STL', 'Southland'],
  ['NZ-TKI', 'Taranaki'],
  ['NZ-TAS', 'Tasman'],
  ['NZ-WKO', 'Waikato'],
  ['NZ-WGN', 'Wellington'],
  ['NZ-WTC', 'West Coast'],
];

const CH: Pairs = [
  ['CH-AG', 'Aargau'],
  ['CH-AI', 'Appenzell Innerrhoden'],
  ['CH-AR', 'Appenzell Ausserrhoden'],
  ['CH-BL', 'Basel-Landschaft'],
  ['CH-BS', 'Basel-Stadt'],
  ['CH-BE', 'Bern'],
  ['CH-FR', 'Fribourg / Freiburg'],
  ['CH-GE', 'Genève'],
  ['CH-GL', 'Glarus'],
  ['CH-GR', 'Graubünden'],
  ['CH-JU', 'Jura'],
  ['CH-LU', 'Luzern'],
  ['CH-NE', 'Neuchâtel'],
  ['CH-NW', 'Nidwalden'],
  ['CH-OW', 'Obwalden'],
  ['CH-SG', 'St. Gallen'],
  ['CH-SH', 'Schaffhausen'],
  ['CH-SZ', 'Schwyz'],
  ['CH-SO', 'Solothurn'],
  ['CH-TG', 'Thurgau'],
  ['CH-TI', 'Ticino'],
  ['CH-UR', 'Uri'],
  ['CH-VS', 'Valais / Wallis'],
  ['CH-VD', 'Vaud'],
  ['CH-ZG', 'Zug'],
  ['CH-ZH', 'Zürich'],
];

const PROVINCE: Label = { nl: 'Provincie', en: 'Province', es: 'Provincia', fr: 'Province', it: 'Provincia', pl: 'Prowincja', de: 'Provinz' };
const REGION: Label = { nl: 'Regio', en: 'Region', es: 'Región', fr: 'Région', it: 'Regione', pl: 'Region', de: 'Region' };
const STATE: Label = { nl: 'Staat', en: 'State', es: 'Estado', fr: 'État', it: 'Stato', pl: 'Stan', de: 'Bundesstaat' };
const FEDERAL_STATE: Label = { nl: 'Deelstaat', en: 'State', es: 'Estado federado', fr: 'Land', it: 'Land', pl: 'Kraj związkowy', de: 'Bundesland' };

const DEFS: Record<CountryCode, { label: Label; pairs: Pairs }> = {
  US: { label: STATE, pairs: US },
  NL: { label: PROVINCE, pairs: NL },
  BE: { label: PROVINCE, pairs: BE },
  FR: { label: REGION, pairs: FR },
  IT: { label: REGION, pairs: IT },
  ES: { label: { nl: 'Autonome regio', en: 'Autonomous community', es: 'Comunidad autónoma', fr: 'Communauté autonome', it: 'Comunità autonoma', pl: 'Wspólnota autonomiczna', de: 'Autonome Gemeinschaft' }, pairs: ES },
  DE: { label: FEDERAL_STATE, pairs: DE },
  AT: { label: FEDERAL_STATE, pairs: AT },
  IE: { label: { nl: 'Graafschap', en: 'County', es: 'Condado', fr: 'Comté', it: 'Contea', pl: 'Hrabstwo', de: 'Grafschaft' }, pairs: IE },
  GB: { label: REGION, pairs: GB },
  CA: { label: { nl: 'Provincie/territorium', en: 'Province/territory', es: 'Provincia/territorio', fr: 'Province/territoire', it: 'Provincia/territorio', pl: 'Prowincja/terytorium', de: 'Provinz/Territorium' }, pairs: CA },
  PL: { label: { nl: 'Woiwodschap', en: 'Voivodeship', es: 'Voivodato', fr: 'Voïvodie', it: 'Voivodato', pl: 'Województwo', de: 'Woiwodschaft' }, pairs: PL },
  AU: { label: { nl: 'Staat/territorium', en: 'State/territory', es: 'Estado/territorio', fr: 'État/territoire', it: 'Stato/territorio', pl: 'Stan/terytorium', de: 'Bundesstaat/Territorium' }, pairs: AU },
  NZ: { label: REGION, pairs: NZ },
  CH: { label: { nl: 'Kanton', en: 'Canton', es: 'Cantón', fr: 'Canton', it: 'Cantone', pl: 'Kanton', de: 'Kanton' }, pairs: CH },
};

function build(): Record<CountryCode, CountryRegions> {
  const out = {} as Record<CountryCode, CountryRegions>;
  for (const country of COUNTRIES) {
    const { label, pairs } = DEFS[country];
    out[country] = Object.freeze({
      country,
      label: Object.freeze({ ...label }),
      regions: Object.freeze(pairs.map(([code, name]) => Object.freeze({ code, name }))),
    });
  }
  return Object.freeze(out);
}

export const REGIONS: Record<CountryCode, CountryRegions> = build();

const BY_CODE = new Map<string, { country: CountryCode; code: string; name: string }>();
for (const country of COUNTRIES) {
  for (const { code, name } of REGIONS[country].regions) BY_CODE.set(code, Object.freeze({ country, code, name }));
}

/** The region with this code (case-insensitive), with its country. */
export function regionByCode(code: string): { country: CountryCode; code: string; name: string } | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** The label of the region field for this country in the member's language ('nl-BE' counts as nl). */
export function regionLabel(country: CountryCode, locale: string): string {
  const { label } = REGIONS[country];
  const lang = locale.slice(0, 2) as Locale;
  return label[lang] ?? label.en;
}

/** The region lists of the site's countries, labelled in the visitor's language. */
export function regionDataFor(countries: readonly string[], locale: string): Record<string, RegionData> {
  const out: Record<string, RegionData> = {};
  for (const c of countries) {
    if (!isCountryCode(c)) continue;
    out[c] = { label: regionLabel(c, locale), regions: REGIONS[c].regions.map((r) => ({ code: r.code, name: r.name })) };
  }
  return out;
}
