import { cleanTitle } from '../text/job-facts.js';
import { fold } from '../text/location.js';

/** Query parameters that only track where a click came from. */
const TRACKING =
  /^(utm_.*|gclid|fbclid|msclkid|mc_[a-z]+|ref|refid|referrer|source|src|trk|trackingid|campaign|from|cmp|sid|_hs[a-z]+|igshid|yclid)$/i;

/**
 * The apply URL as a duplicate key: scheme-less, lower-case host without www., no fragment, no tracking parameters,
 * the rest sorted, no trailing slash. Two boards that send a seeker to the same application page hold one job.
 * Null for what is not an http(s) URL.
 */
export function canonicalApplyUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const params = [...url.searchParams.entries()]
    .filter(([k]) => !TRACKING.test(k))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '';
  return `${url.hostname.toLowerCase().replace(/^www\./, '')}${url.port ? `:${url.port}` : ''}${path}${query}`;
}

const LEGAL_FORMS =
  /\b(gmbh|mbh|ag|se|kg|ug|co kg|inc|incorporated|llc|l l c|ltd|limited|plc|corp|corporation|co|company|sa|sas|bv|nv|oy|ab|as|pty|srl|spa|llp|lp)\b/g;

export function normaliseCompany(company: string): string {
  return fold(company).replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' ').trim();
}

export function normaliseTitle(title: string): string {
  return fold(cleanTitle(title)).replace(/\s+/g, ' ').trim();
}

/**
 * The second duplicate key: company (legal forms off) + title (gender markers such as "(m/w/d)" off) + place (the
 * city, or "remote"). Compared within a window of days of the posting date (see INGEST_DEDUPE_WINDOW_DAYS).
 */
export function dedupeKey(company: string, title: string, place: { cityKey: string | null; remote: boolean }): string {
  const where = place.cityKey ?? (place.remote ? 'remote' : '');
  return `${normaliseCompany(company)}|${normaliseTitle(title)}|${where}`;
}

/** Two postings of one job on two boards are at most this far apart in date. */
export const DEDUPE_WINDOW_DAYS = 21;
