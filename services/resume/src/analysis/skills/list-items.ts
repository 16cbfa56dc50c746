import { BULLET_START } from '../pdf/logical-lines.js';
import type { SectionedLine } from '../sections/sections.js';
import { mostlyA } from './enumerations.js';
import {
  isCategoryLabel,
  isEmptyItem,
  isGenericItem,
  isHeaderCell,
  isProficiencyWord,
  isSpokenLanguage,
  stripProficiency,
} from './stop-lists.js';

/** A skill as a list names it: the resume's own words, other names it gives for it, and what it groups. */
export interface ListedItem {
  name: string;
  /** "BLS (Basic Life Support)": Basic Life Support. */
  aliases: string[];
  /** "Python (pandas, matplotlib)": pandas, matplotlib (reported when a dictionary knows them). */
  inner: string[];
  /** A list line that reads as a sentence: its words go to the dictionary matcher instead. */
  prose?: boolean;
  /** The label of a list ("Excel: pivot tables, VLOOKUP"): a skill only when a dictionary knows it. */
  label?: boolean;
}

/** Delimiters between items; the ones that never sit inside an item are always used. */
const ALWAYS = /\s*[•·|▪●◦;]\s*/;
const ORG_WORDS =
  /\b(?:association|board|institute|council|society|academy|college|university|commission|cross|foundation|corporation|inc|llc|company|department|center|centre|agency|bureau|administration|school|network|alliance|federation|organi[sz]ation|service)s?\b/i;
const ISSUER_BRANDS =
  /^(?:google|microsoft|amazon|aws|amazon web services|hubspot|salesforce|comptia|cisco|pmi|shrm|oracle|meta|adobe|apple|ibm|red hat|linux foundation|scrum alliance|college board|coursera|udemy|linkedin learning)$/i;
const DATE_ONLY =
  /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d$|^\d{1,2}\/\d{2,4}$|^(?:exp(?:ires|\.)?|issued|valid(?: through)?|renewed)\b.*$/i;
const CONTACT =
  /@|https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|dev|me|co|design|app)\/|\b\d{3}[-.\s)]\s?\d{3}[-.\s]\d{4}\b/i;

/** Splits at top-level delimiters only (never inside parentheses). */
function splitOutside(text: string, delimiter: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0) {
      const rest = text.slice(i);
      const m = new RegExp(`^(?:${delimiter.source})`).exec(rest);
      if (m && m[0].length > 0) {
        out.push(current);
        current = '';
        i += m[0].length - 1;
        continue;
      }
    }
    current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter(Boolean);
}

/** The delimiter a list line uses between its items: the strong ones, plus commas or spaced slashes. */
function delimiterOf(text: string): RegExp {
  const commas = (text.match(/,\s/g) ?? []).length;
  const slashes = (text.match(/\s\/\s/g) ?? []).length;
  const dashes = (text.match(/\s[–—]\s/g) ?? []).length;
  if (slashes > commas && slashes >= 2) return /\s*[•·|▪●◦;]\s*|\s+\/\s+/;
  if (dashes > commas && dashes >= 2) return /\s*[•·|▪●◦;]\s*|\s+[–—]\s+/;
  return /\s*[•·|▪●◦;,]\s*/;
}

/** Where a second label starts inside a list line: one word, or two joined by '&' / 'and', then a colon. */
const LABEL_INSIDE = /(?<=[^\s:]\s+)(?<!(?:&|\band)\s+)(?=\p{Lu}[\p{L}/-]*(?:\s+(?:&|and)\s+\p{L}[\p{L}/-]*)?:\s)/u;

/** "Languages: C#, C++" -> the label and what follows, when the label is short. */
export function splitLabel(text: string): { label?: string; rest: string } {
  const m = /^([^:()]{2,40}):\s+(.*)$/.exec(text);
  if (!m || /\d/.test(m[1]) || m[1].trim().split(/\s+/).length > 5) return { rest: text };
  return { label: m[1].trim(), rest: m[2] };
}

/** One item cleaned: proficiency, a trailing issuer or date, a certificate number; its parenthesis read. */
export function cleanItem(raw: string, certificate = false): ListedItem | undefined {
  let text = raw
    .replace(BULLET_START, '')
    .replace(/^[\s"'“”*]+|[\s"'“”*,.;:]+$/g, '')
    .trim();
  if (certificate) text = stripIssuer(text);
  text = text.replace(/\s*(?:#|no\.\s*|number\s*)\s*[A-Z0-9-]*\d[A-Z0-9-]*\b/gi, '').trim();
  text = stripProficiency(text);
  if (!text || text.length > 90 || CONTACT.test(text) || DATE_ONLY.test(text) || !/\p{L}/u.test(text)) return undefined;
  if (isEmptyItem(text) || isProficiencyWord(text) || isSpokenLanguage(text) || isHeaderCell(text)) return undefined;
  const words = text.split(/\s+/).length;
  if (words > (certificate ? 16 : 8) || (/[.!?]$/.test(raw.trim()) && words > 5))
    return { name: text, aliases: [], inner: [], prose: true };
  // "BLS (Basic Life Support)", "Registered Behavior Technician (RBT)", "Python (pandas, matplotlib)"
  const paren = /^(.*?)\s*\(([^()]*)\)\s*(.*)$/.exec(text);
  if (paren && paren[1]) {
    const outside = `${paren[1]} ${paren[3]}`.trim();
    const inside = paren[2].trim();
    if (isProficiencyWord(inside) || DATE_ONLY.test(inside)) return { name: outside, aliases: [], inner: [] };
    if (/,/.test(inside)) {
      const inner = inside
        .split(/\s*,\s*/)
        .map((s) => s.trim())
        .filter((s) => s && !isProficiencyWord(s));
      return { name: outside, aliases: [], inner };
    }
    // the short form first: an abbreviation reads as the name, the words as its alias
    const outsideShort = outside.length <= inside.length;
    return outsideShort
      ? { name: outside, aliases: [inside], inner: [] }
      : { name: outside, aliases: [inside], inner: [] };
  }
  return { name: text, aliases: [], inner: [] };
}

/** "BLS – American Heart Association", "CPR (2024)": the certificate without who issued it or when. */
function stripIssuer(text: string): string {
  // a dash OCR read without its spaces: 'BLS (Basic Life Support)-American Heart Association'
  let t = text.replace(/\)\s*-\s*(?=\p{Lu})/u, ') – ').replace(/(\p{L})\s-(?=\p{Lu}\p{Ll})/u, '$1 – ');
  t = t.replace(
    /\s*[,(–—-]\s*(?:issued\s+|exp\.?\s+|expires\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)?(?:19|20)\d\d\)?$/i,
    '',
  );
  const m = /^(.*?)\s+(?:[–—|]|-|,)\s+(.+)$/.exec(t);
  if (m && isIssuer(m[2].trim())) t = m[1];
  return t.trim();
}

/**
 * Who issues certificates: an organisation's word ('Board', 'Institutes'), a known brand, an acronym, a name
 * with its article ('The Institutes'), a place before an acronym ('California BBS'), or one capitalised word
 * English does not know ('Verisk'); not what a certificate's own name goes on with ('– Civil', '– Steel
 * Structural Technician', '– Non-Structural Analysis and Damage Repair').
 */
function isIssuer(tail: string): boolean {
  if (ORG_WORDS.test(tail) || ISSUER_BRANDS.test(tail) || /^[A-Z]{2,6}$/.test(tail) || /^the\s+\p{Lu}/iu.test(tail))
    return true;
  const words = tail.split(/\s+/);
  if (words.length <= 3 && words.every((w) => /^\p{Lu}/u.test(w)) && /^[A-Z]{2,6}$/.test(words.at(-1)!)) return true;
  return words.length === 1 && /^\p{Lu}\p{Ll}{3,}$/u.test(tail) && mostlyA(tail) === undefined;
}

/**
 * The items a line of a skills-like section lists. A table row gives its cells (a label cell and its list, or a
 * row of a grid; a header row gives nothing); a line gives what follows its label, split at its delimiter; a
 * certification line is one certificate. A bold label standing alone above its items is passed as `isLabel`.
 */
export function itemsOfLine(line: SectionedLine, options: { isLabel?: boolean } = {}): ListedItem[] {
  if (options.isLabel) return [];
  const certificate = line.section === 'certifications';
  let pieces: string[];
  let labelItem: ListedItem | undefined;
  // a table row, or a row of items set apart by wide gaps (a borderless grid): its parts are cells
  if (line.table || (line.parts.length > 1 && !line.parts.some((p) => /^\s*(?:[A-Za-z][\w &/-]{1,30}):\s/.test(p)))) {
    const cells = line.parts;
    if (cells.every((c) => isHeaderCell(c) || /^\d{4}$/.test(c))) return [];
    if (certificate) pieces = [cells[0]];
    else if (cells.length >= 2 && isLabelCell(cells[0], cells.slice(1)))
      pieces = cells.slice(1).flatMap((c) => listOf(c));
    else pieces = cells.flatMap((c) => listOf(c));
  } else if (!certificate && LABEL_INSIDE.test(line.text)) {
    // two labelled lists read as one line ('... Fire alarm systems Tools: Fluke multimeters, ...', as OCR or a
    // wrapped sidebar joins them): each from its own label
    return line.text.split(LABEL_INSIDE).flatMap((text) => itemsOfLine({ ...line, text, parts: [text] }, options));
  } else {
    const text = line.text.replace(BULLET_START, '').trim();
    const { label, rest } = splitLabel(text);
    const body = label ? rest : text;
    pieces = certificate
      ? splitOutside(body, /\s+\/\s+/.test(body) && !/,\s/.test(body) ? /\s*[•·|▪●◦;]\s*|\s+\/\s+/ : ALWAYS)
      : listOf(body);
    if (label && !isCategoryLabel(label) && !certificate) {
      const item = cleanItem(label);
      if (item) labelItem = { ...item, label: true };
    }
  }
  const items = pieces
    .map((p) => cleanItem(p, certificate))
    .filter((item): item is ListedItem => item !== undefined && !isGenericItem(item.name));
  return labelItem ? [labelItem, ...items] : items;
}

function listOf(text: string): string[] {
  return splitOutside(text, delimiterOf(text));
}

/** A first cell that labels the list in the cells after it ("Clinical | Patient assessment, IV therapy"). */
function isLabelCell(first: string, rest: string[]): boolean {
  if (isCategoryLabel(first)) return true;
  // (a comma inside brackets lists a tool's parts, 'SAP (MIGO, VL02N)': the cell is one item of a grid row)
  const listy = rest.some((c) => /[,;•|]/.test(c.replace(/\([^)]*\)/g, '')));
  return listy && !/[,;•|]/.test(first) && first.split(/\s+/).length <= 4;
}
