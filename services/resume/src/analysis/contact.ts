import type { SectionedLine } from './sections.js';

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
const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|QC|BC|AB|MB|NS';
const COUNTRIES =
  'USA|United States|Canada|United Kingdom|UK|England|Scotland|Ireland|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Sweden|Norway|Denmark|Finland|Poland|Czech Republic|Romania|Greece|Turkey|Israel|India|Pakistan|Bangladesh|China|Japan|South Korea|Korea|Singapore|Malaysia|Philippines|Indonesia|Vietnam|Thailand|Australia|New Zealand|Brazil|Mexico|Argentina|Chile|Colombia|Peru|Nigeria|Kenya|South Africa|Egypt|UAE|United Arab Emirates|Saudi Arabia';
const PLACE = "[A-Z][a-zA-Z.'-]+(?: [A-Z][a-zA-Z.'-]+){0,3}";
const LOCATION = new RegExp(`\\b(${PLACE}, (?:${US_STATES})(?: \\d{5})?|${PLACE}, (?:${COUNTRIES}))\\b`);
const REMOTE = /\b(Remote|Open to relocation)\b/;

/** Contact details from the lines near the top (and any line that plainly holds them), plus link targets. */
export function findContact(lines: SectionedLine[], links: string[]): ContactDetails {
  const contact: ContactDetails = {};
  const top = lines.slice(0, 12);
  const candidates = [...top, ...lines.filter((l) => EMAIL.test(l.text) || LINKEDIN.test(l.text))];
  for (const line of candidates) {
    const text = line.text;
    contact.email ??= EMAIL.exec(text)?.[0];
    contact.linkedin ??= LINKEDIN.exec(text)?.[0];
    contact.github ??= GITHUB.exec(text)?.[0];
    const phone = PHONE.exec(text.replace(EMAIL, ' '))?.[0];
    if (phone && phone.replace(/\D/g, '').length >= 10 && phone.replace(/\D/g, '').length <= 15)
      contact.phone ??= phone.trim();
    if (line.section === 'header' || line === top[0] || EMAIL.test(text)) {
      contact.location ??= LOCATION.exec(text)?.[1] ?? REMOTE.exec(text)?.[1];
    }
  }
  for (const url of links) {
    if (url.startsWith('mailto:')) contact.email ??= decodeURIComponent(url.slice(7).split('?')[0]);
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
  const first = lines.find((l) => l.text.trim().length > 0);
  if (
    first &&
    first.section === 'header' &&
    /^[\p{Lu}][\p{L}.'-]+(?: [\p{Lu}][\p{L}.'-]+){1,3}$/u.test(first.parts[0] ?? first.text)
  ) {
    contact.name = first.parts[0] ?? first.text;
  }
  return contact;
}
