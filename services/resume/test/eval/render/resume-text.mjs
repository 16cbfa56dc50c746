// What every layout prints of a JSON Resume document: dates, headings, contact line and skill lists, with the
// variations real resumes have (date formats, 'Present' words, heading wording), chosen per resume by a stable hash
// of its id so that each resume always renders the same way and no two layouts share one convention.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
MONTHS.push('November', 'December');

/** A small stable hash of a string (FNV-1a), for picking variants. */
export function hash(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export const pick = (list, key) => list[hash(key) % list.length];

/** One date as the resume's style prints it ('2021-03' -> 'Mar 2021', '03/2021', 'March 2021' or '2021'). */
export function formatDate(iso, style) {
  if (!iso) return '';
  const [year, month] = iso.split('-').map(Number);
  if (!month || style === 'yyyy') return String(year);
  if (style === 'mm/yyyy') return `${String(month).padStart(2, '0')}/${year}`;
  if (style === 'month-yyyy') return `${MONTHS[month - 1]} ${year}`;
  return `${MONTHS[month - 1].slice(0, 3)} ${year}`;
}

/** 'Jan 2021 – Present' in the resume's style; an entry's own printed dates ('Summer 2024') win. */
export function dateRange(entry, resume, layout) {
  if (entry['x-printedDates']) return entry['x-printedDates'];
  const style = resume.meta.pathwise.style.dates;
  const id = resume.meta.pathwise.id;
  const dash = pick([' – ', ' - ', ' — ', ' to '], `${id}:${layout}:dash`);
  const now = pick(['Present', 'Present', 'Current', 'present', 'Now'], `${id}:now`);
  const start = formatDate(entry.startDate, style);
  const end = entry.endDate ? formatDate(entry.endDate, style) : now;
  if (!start) return end === now ? '' : end;
  return `${start}${dash}${end}`;
}

export function place(location) {
  if (!location) return '';
  if (typeof location === 'string') return location;
  return [location.city, location.region ?? location.countryCode].filter(Boolean).join(', ');
}

/** Email, phone, place and profile addresses, as they appear under the name. */
export function contactParts(basics) {
  return [
    place(basics.location),
    basics.email,
    basics.phone,
    basics.url,
    ...(basics.profiles ?? []).map((p) => p.url.replace(/^https?:\/\/(www\.)?/, '')),
  ].filter(Boolean);
}

const STANDARD = {
  summary: ['Summary', 'Professional Summary', 'Profile', 'Summary'],
  work: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History'],
  education: ['Education', 'Education', 'Education & Training'],
  certificates: ['Certifications', 'Licenses & Certifications', 'Certifications', 'Licenses and Certifications'],
  skills: ['Skills', 'Skills', 'Core Competencies', 'Technical Skills', 'Key Skills'],
  projects: ['Projects', 'Selected Projects'],
  volunteer: ['Volunteer Experience', 'Volunteering'],
  languages: ['Languages'],
  interests: ['Interests'],
};

// Headings from resumes that do not use the standard words (the "unusual headings").
const UNUSUAL = {
  summary: ['About Me', 'Who I Am', 'In Brief', 'Snapshot', 'A Little About Me', 'Profile at a Glance'],
  work: [
    "Where I've Made an Impact",
    'Career Journey',
    "What I've Done",
    'Professional Journey',
    'Track Record',
    'Roles & Results',
  ],
  skills: ['My Toolbox', 'What I Bring', 'Strengths & Tools', 'Toolkit', 'Capabilities', 'How I Can Help'],
  education: ['Schooling', 'Learning', 'Where I Studied', 'Academic Background', 'Training & Schooling'],
  certificates: ['Credentials', 'Licenses Held', 'Certified In', 'Credentials & Licenses'],
  projects: ['Things I Built', 'Side Work'],
  volunteer: ['Giving Back', 'Community'],
  languages: ['Languages I Speak', 'Languages'],
  interests: ['Outside Work', 'When I’m Not Working'],
};

/** The heading of a section for this resume and layout. */
export function heading(section, resume, layout) {
  const style = resume.meta.pathwise.style;
  const id = resume.meta.pathwise.id;
  if (layout === 'unusual') {
    if (section === 'work' && hash(`${id}:field`) % 3 === 0 && style.workHeading) return style.workHeading;
    return pick(UNUSUAL[section], `${id}:${section}`);
  }
  if (section === 'work' && style.workHeading) return style.workHeading;
  return pick(STANDARD[section], `${id}:${section}:${layout}`);
}

/** The items of one skills group, joined as the resume's style writes them. */
export function skillLine(group, style) {
  const items = group.keywords;
  if (style === 'bullets') return items.join(' • ');
  if (style === 'inline') return items.join(', ');
  return items.join(', ');
}

/** "Bachelor of Science in Nursing (BSN)" + "Nursing" -> one line as resumes print it. */
export function degreeLine(edu) {
  const degree = edu.studyType && edu.area ? `${edu.studyType}, ${edu.area}` : (edu.studyType ?? edu.area ?? '');
  return degree;
}

export function certificateLine(cert) {
  return [cert.name, cert.issuer].filter(Boolean).join(' – ');
}

/** The resumes of the evaluation set, with their id (the file name) in meta.pathwise.id. */
export function withIds(entries) {
  return entries.map(([id, resume]) => {
    resume.meta.pathwise.id = id;
    return resume;
  });
}
