import type { NormalizedListing } from '../listings/normalized-listing.js';
import { cleanText, htmlToText } from '../text/html.js';
import { cleanTitle, detectLanguage, inferExperienceLevel, normaliseEmploymentType } from '../text/job-facts.js';
import { formatLocation, parseLocation, regionCode } from '../text/location.js';
import { formatPay, parseSalaryText, type Pay } from '../text/salary.js';

/** What an adapter reads off one board item; `toListing` turns it into the index's shape. */
export interface BoardItem {
  source: string;
  sourceId: string | number | null | undefined;
  sourceUrl: string | null | undefined;
  title: string | null | undefined;
  company: string | null | undefined;
  /** The place as the board writes it. */
  location?: string | null;
  /** What the card shows, when the board's own words say more than the parsed place ("Remote (USA, Canada)"). */
  displayLocation?: string | null;
  /** Structured place, when the board gives it (wins over the text). */
  city?: string | null;
  region?: string | null;
  country?: string | null;
  remote?: boolean | null;
  /** Board words for the schedule, first match wins. */
  employment?: (string | null | undefined)[];
  /** The board's own level words. */
  level?: string | null;
  pay?: Partial<Pay> & { text?: string | null };
  postedAt?: Date | null;
  applyUrl?: string | null;
  /** HTML or text. */
  description: string | null | undefined;
  requirements?: string | null;
  benefits?: string | null;
}

const validDate = (d: Date | null | undefined) => (d && !Number.isNaN(d.getTime()) ? d : null);
const url = (value: string | null | undefined) => {
  if (!value) return null;
  try {
    const u = new URL(value.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
};

/** Seconds or milliseconds since the epoch, or an ISO string with or without a zone (read as UTC), to a Date. */
export function boardDate(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value))
    return validDate(new Date(value < 1e12 ? value * 1000 : value));
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return boardDate(Number(text));
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text) ? text : `${text}Z`;
  return validDate(new Date(zoned));
}

/** A title that names its schedule ("Pflichtpraktikum ...", "Werkstudent", "Part-time ...") when the board does not. */
function scheduleInTitle(title: string): 'INTERN' | 'PARTTIME' | null {
  if (/\b(intern|internship)\b|praktik|werkstudent/i.test(title)) return 'INTERN';
  if (/\bpart[- ]time\b|teilzeit/i.test(title)) return 'PARTTIME';
  return null;
}

/**
 * One board item in the index's shape, or null when it lacks what a listing needs (an id, a title, a link).
 * Descriptions become plain text; pay is taken from the board's numbers, else read from its text.
 */
export function toListing(item: BoardItem): NormalizedListing | null {
  const sourceId = item.sourceId === null || item.sourceId === undefined ? '' : String(item.sourceId).trim();
  const title = cleanTitle(cleanText(item.title ?? '', 300));
  const sourceUrl = url(item.sourceUrl);
  const applicationUrl = url(item.applyUrl) ?? sourceUrl;
  if (!sourceId || !title || !applicationUrl) return null;
  const description = cleanText(htmlToText(item.description), 20_000);
  const requirements = item.requirements ? cleanText(htmlToText(item.requirements), 5_000) : null;
  const parsed = parseLocation(item.location ?? '');
  const loc = {
    city: item.city?.trim() || parsed.city,
    cityKey: null as string | null,
    region: regionCode(item.region) || parsed.region,
    country: item.country?.trim()?.toUpperCase() || parsed.country,
    remote: Boolean(item.remote) || parsed.remote,
  };
  const fromText = parseSalaryText(item.pay?.text);
  const min = item.pay?.min ?? fromText.min;
  const max = item.pay?.max ?? fromText.max;
  const pay: Pay = {
    min: typeof min === 'number' && min > 0 ? min : null,
    max: typeof max === 'number' && max > 0 ? max : null,
    period: item.pay?.period ?? fromText.period,
    currency: item.pay?.currency ?? fromText.currency,
  };
  const salaryText = item.pay?.text?.trim() || formatPay(pay);
  return {
    source: item.source,
    sourceId,
    sourceUrl: sourceUrl ?? applicationUrl,
    title,
    company: cleanText(item.company ?? '', 200).trim() || 'Company not named',
    location:
      item.displayLocation?.trim() ||
      formatLocation({ ...loc, cityKey: null }) ||
      (loc.remote ? 'Remote' : 'Location not specified'),
    city: loc.city,
    region: loc.region,
    country: loc.country,
    remote: loc.remote,
    employmentType: normaliseEmploymentType(...(item.employment ?? [])) ?? scheduleInTitle(title) ?? 'FULLTIME',
    experienceLevel: inferExperienceLevel(title, `${requirements ?? ''}\n${description}`, item.level),
    salaryText: salaryText || null,
    salaryMin: pay.min,
    salaryMax: pay.max,
    salaryPeriod: pay.min !== null || pay.max !== null ? pay.period : null,
    salaryCurrency: pay.min !== null || pay.max !== null ? pay.currency : null,
    postedAt: validDate(item.postedAt),
    applicationUrl,
    description: description || title,
    requirements: requirements || null,
    benefits: item.benefits ? cleanText(htmlToText(item.benefits), 5_000) : null,
    language: detectLanguage(`${title}\n${description}`),
  };
}
