import { NAME_LIKE, type SectionedLine } from './sections/sections.js';

export interface ContactDetails {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  linkedin?: string;
  github?: string;
  website?: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)[\s.-]?|\d{2,4}[\s.-])\d{3,4}[\s.-]?\d{3,4}\b|\+\d{9,14}\b/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\w%-]+\/?/i;
const GITHUB = /(?:https?:\/\/)?(?:www\.)?github\.com\/[\w-]+\/?/i;
const WEBSITE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|app|site|page|tech|xyz|co|ai)(?:\/[\w./-]*)?\b/i;
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|QC|BC|AB|MB|NS';
const COUNTRIES =
  'USA|United States|Canada|United Kingdom|UK|England|Scotland|Ireland|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czech Republic|Romania|Greece|Turkey|Israel|India|Pakistan|Bangladesh|China|Japan|South Korea|Korea|Singapore|Malaysia|Philippines|Indonesia|Vietnam|Thailand|Australia|New Zealand|Brazil|Mexico|Argentina|Chile|Colombia|Peru|Nigeria|Kenya|South Africa|Egypt|UAE|United Arab Emirates|Saudi Arabia';
const PLACE = "[A-Z][a-zA-Z.'-]+(?: [A-Z][a-zA-Z.'-]+){0,3}";
const LOCATION = new RegExp(`\\b(${PLACE}, (?:${US_STATES})(?: \\d{5})?|${PLACE}, (?:${COUNTRIES}))\\b`);
const REMOTE = /\b(Remote|Open to relocation)\b/;

const STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|British Columbia|Alberta';
const CITY = "[A-Z][a-zA-Z'-]+(?: [A-Z][a-zA-Z'-]+){0,2}";
const WORK_MODE = '(?:\\s*(?:[·(-]\\s*)?(?:Remote|Hybrid|On-?site)\\)?)?';
// 'City, Region, Country' (LinkedIn) or 'City, ST'; not 'Acme Corp, Austin, TX', which names the employer
const PLACE_LINE = new RegExp(
  `^(?:${CITY}(?:, ${CITY})?, (?:${STATE_NAMES}|${COUNTRIES})|${CITY}, (?:${US_STATES}))${WORK_MODE}$`,
);

/**
 * A line that only says where ('Portland, Oregon, United States', 'Austin, TX', 'Greater Seattle Area'), as
 * LinkedIn's export prints under each role's dates.
 */
export function isPlaceLine(text: string): boolean {
  const t = text.trim();
  return PLACE_LINE.test(t) || /^Greater [A-Z][\w. ]+ Area$|^[A-Z][\w. ]+ Metropolitan Area$/.test(t);
}

/** Contact details from the lines near the top (and any line that plainly holds them), plus link targets. */
export function findContact(lines: SectionedLine[], links: string[]): ContactDetails {
  const contact: ContactDetails = {};
  const top = lines.slice(0, 12);
  const block = (l: SectionedLine) => l.section === 'header' || l.section === 'contact';
  const candidates = [...top, ...lines.filter((l) => block(l) || EMAIL.test(l.text) || LINKEDIN.test(l.text))];
  for (const line of candidates) {
    const text = line.text;
    contact.email ??= EMAIL.exec(text)?.[0];
    contact.linkedin ??= linkedinAt(lines, lines.indexOf(line));
    contact.github ??= GITHUB.exec(text)?.[0];
    const phone = PHONE.exec(text.replace(EMAIL, ' '))?.[0];
    if (phone && phone.replace(/\D/g, '').length >= 10 && phone.replace(/\D/g, '').length <= 15)
      contact.phone ??= phone.trim();
    if (block(line) || line === top[0] || EMAIL.test(text)) {
      contact.location ??= isPlaceLine(text) ? text.trim() : (LOCATION.exec(text)?.[1] ?? REMOTE.exec(text)?.[1]);
    } else if (top.includes(line) && isPlaceLine(text) && besideContactLine(lines, lines.indexOf(line))) {
      // a contact block printed beside the name can be read after the first heading (a gutter layout reads its
      // right-aligned 'Ann Arbor, MI' / e-mail / phone under 'Experience'): its place line is still the location
      contact.location ??= text.trim();
    }
  }
  // a phone number on a short line of its own anywhere (a contact block read after the first heading by a gutter or
  // a sidebar layout): the resume has one, whatever section it was read into
  if (!contact.phone)
    for (const line of lines) {
      const text = line.text.trim();
      if (text.length > 80 || /^[•·●▪■◦►✓*➢➤–—-]/.test(text)) continue;
      const phone = PHONE.exec(text.replace(EMAIL, ' '))?.[0];
      const digits = phone?.replace(/\D/g, '') ?? '';
      if (phone && digits.length >= 10 && digits.length <= 15 && !/\b(?:19|20)\d\d\s*[–—-]/.test(phone)) {
        contact.phone = phone.trim();
        break;
      }
    }
  for (const url of links) {
    if (url.startsWith('mailto:')) contact.email ??= decodeOrKeep(url.slice(7).split('?')[0]!);
    else if (LINKEDIN.test(url)) contact.linkedin ??= url;
    else if (GITHUB.test(url)) contact.github ??= url;
    else if (/^https?:/.test(url)) contact.website ??= url;
  }
  if (!contact.website) {
    for (const line of top) {
      const stripped = line.text.replace(EMAIL, ' ').replace(LINKEDIN, ' ').replace(GITHUB, ' ');
      const site = WEBSITE.exec(stripped)?.[0];
      if (site) {
        contact.website = site;
        break;
      }
    }
  }
  // the first line, else the largest header line (LinkedIn's export prints its sidebar before the name)
  const first = lines.find((l) => l.text.trim().length > 0);
  const largest = lines.filter((l) => l.section === 'header' && l.page === 1).sort((a, b) => b.size - a.size)[0];
  for (const line of [first, largest]) {
    const text = line && (line.parts[0] ?? line.text);
    if (line?.section === 'header' && text && NAME_LIKE.test(text)) {
      contact.name = text;
      break;
    }
  }
  return contact;
}

/** Whether the line before or after holds an e-mail address or a phone number. */
function besideContactLine(lines: SectionedLine[], index: number): boolean {
  return [lines[index - 1], lines[index + 1]].some(
    (l) => l !== undefined && (EMAIL.test(l.text) || PHONE.test(l.text.replace(EMAIL, ' '))),
  );
}

/**
 * The LinkedIn address on a line, joined with its continuation when a narrow column wrapped it
 * ('www.linkedin.com/in/priya-' / 'sharma-ops (LinkedIn)', as LinkedIn's export prints it).
 */
function linkedinAt(lines: SectionedLine[], index: number): string | undefined {
  const text = lines[index]?.text ?? '';
  const m = LINKEDIN.exec(text);
  if (!m) return undefined;
  const next = lines[index + 1]?.text.trim() ?? '';
  const rest = /^([\w%-]+)\/?(?:\s|$)/.exec(next);
  const atEnd = text.trim().endsWith(m[0]);
  if (atEnd && rest && (m[0].endsWith('-') || /\(LinkedIn\)/i.test(next))) return m[0] + rest[1];
  return m[0];
}

/** A link's escapes decoded; a malformed one (a PDF can carry any bytes) leaves the text as it is. */
function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
