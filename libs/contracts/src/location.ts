/**
 * Locations as listings, searches and profiles write them ("Austin, TX", "Austin, Texas", "Berlin", "Remote (US)",
 * "USA"), read into a city, a region (a U.S. state code) and a country (ISO 3166 alpha-2), with a lower-case,
 * accent-free city key to compare on. Shared so that the jobs index and the career service's copy of its market read a
 * place the same way ("12 near Austin, TX" means the same listings in both).
 */
export interface ParsedLocation {
  city: string | null;
  cityKey: string | null;
  region: string | null;
  country: string | null;
  remote: boolean;
}

export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};
const STATE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [foldText(name), code]));

/** Country names (English and native) as boards write them -> ISO code. */
const COUNTRIES: Record<string, string> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  gb: 'GB',
  germany: 'DE',
  deutschland: 'DE',
  de: 'DE',
  austria: 'AT',
  osterreich: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  canada: 'CA',
  france: 'FR',
  netherlands: 'NL',
  spain: 'ES',
  italy: 'IT',
  ireland: 'IE',
  poland: 'PL',
  portugal: 'PT',
  sweden: 'SE',
  denmark: 'DK',
  norway: 'NO',
  finland: 'FI',
  belgium: 'BE',
  india: 'IN',
  australia: 'AU',
  'new zealand': 'NZ',
  mexico: 'MX',
  brazil: 'BR',
  argentina: 'AR',
  peru: 'PE',
  europe: 'EU',
  worldwide: 'WW',
  anywhere: 'WW',
  global: 'WW',
};

/** Everyday names of big cities. */
const CITY_ALIASES: Record<string, [string, string | null]> = {
  nyc: ['New York', 'NY'],
  'new york city': ['New York', 'NY'],
  manhattan: ['New York', 'NY'],
  brooklyn: ['New York', 'NY'],
  la: ['Los Angeles', 'CA'],
  sf: ['San Francisco', 'CA'],
  'bay area': ['San Francisco', 'CA'],
  'washington dc': ['Washington', 'DC'],
  'washington d c': ['Washington', 'DC'],
  philly: ['Philadelphia', 'PA'],
  vegas: ['Las Vegas', 'NV'],
  'st louis': ['St. Louis', 'MO'],
  'saint louis': ['St. Louis', 'MO'],
  munchen: ['Munich', null],
  koln: ['Cologne', null],
};

const REMOTE = /\b(remote|anywhere|work from home|wfh|telework|home[- ]?office|flexible \/ remote)\b/i;

/** Lower case, accents off, punctuation to spaces: "São Paulo" -> "sao paulo", "St. Louis" -> "st louis". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const titleCase = (text: string) => text.replace(/\b([a-z])/g, (m) => m.toUpperCase());

export function parseLocation(input: string | null | undefined): ParsedLocation {
  const out: ParsedLocation = { city: null, cityKey: null, region: null, country: null, remote: false };
  if (!input) return out;
  let text = input.trim();
  if (REMOTE.test(text)) {
    out.remote = true;
    text = text.replace(REMOTE, ' ').replace(/[()\-–—|/]+/g, ' ');
  }
  const parts = text
    .split(/[,;]| - /)
    .map((p) => p.trim())
    .filter((p) => foldText(p).length > 0 && !/^(n\/?a|location negotiable.*|multiple locations)$/i.test(p));
  for (let i = parts.length - 1; i >= 0; i--) {
    const raw = parts[i]!;
    const key = foldText(raw);
    if (!out.region && /^[A-Z]{2}$/.test(raw.trim()) && US_STATES[raw.trim()] && (i > 0 || parts.length === 1)) {
      out.region = raw.trim();
      out.country ??= 'US';
      parts.splice(i, 1);
    } else if (!out.region && STATE_BY_NAME.has(key) && (i > 0 || !CITY_ALIASES[key])) {
      // "New York" alone is the city; "New York, New York" and "Texas" name the state.
      if (i === 0 && key === 'new york' && parts.length === 1) continue;
      if (i === 0 && key === 'washington' && parts.length === 1) continue;
      out.region = STATE_BY_NAME.get(key)!;
      out.country ??= 'US';
      parts.splice(i, 1);
    } else if (!out.country && COUNTRIES[key]) {
      out.country = COUNTRIES[key]!;
      parts.splice(i, 1);
    }
  }
  const cityPart = parts[0];
  if (cityPart) {
    const key = foldText(cityPart.replace(/\s+(dc|d\.c\.)$/i, ''));
    const alias = CITY_ALIASES[foldText(cityPart)] ?? CITY_ALIASES[key];
    if (alias) {
      out.city = alias[0];
      out.region ??= alias[1];
      if (alias[1]) out.country ??= 'US';
    } else if (key === 'new york' || key === 'washington') {
      out.city = titleCase(key);
      out.region ??= key === 'new york' ? 'NY' : 'DC';
      out.country ??= 'US';
    } else if (key && !/^\d+$/.test(key)) {
      out.city = cityPart.replace(/\s+/g, ' ').trim();
    }
  }
  out.cityKey = out.city ? foldText(out.city) : null;
  return out;
}

/** A U.S. state's code from its code or name ("Georgia" -> "GA"); other regions as given. */
export function regionCode(region: string | null | undefined): string | null {
  const text = region?.trim();
  if (!text) return null;
  if (US_STATES[text.toUpperCase()] && text.length === 2) return text.toUpperCase();
  return STATE_BY_NAME.get(foldText(text)) ?? text;
}

/** "Austin, TX", "Berlin, DE", "Remote (US)": how the index writes a parsed location back. */
export function formatLocation(loc: ParsedLocation): string {
  if (loc.remote && !loc.city) return loc.country && loc.country !== 'WW' ? `Remote (${loc.country})` : 'Remote';
  const place = [loc.city, loc.region ?? (loc.country && loc.country !== 'US' ? loc.country : null)]
    .filter(Boolean)
    .join(', ');
  return place || (loc.country ?? '');
}
