// Four resume layouts as HTML that LibreOffice Writer converts to PDF (its HTML import honours tables, inline styles
// and basic CSS, the way a word-processor resume is built): a single column, a sidebar beside the main column, a
// bordered skills table, and unusual headings with long wrapped lists.
import {
  certificateLine,
  contactParts,
  dateRange,
  degreeLine,
  formatDate,
  heading,
  pick,
  place,
  skillLine,
} from './resume-text.mjs';

export const HTML_LAYOUTS = ['single', 'sidebar', 'table', 'unusual'];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONTS = {
  single: 'Liberation Sans',
  sidebar: 'DejaVu Sans',
  table: 'Liberation Serif',
  unusual: 'Liberation Sans Narrow',
};

function page(resume, layout, body) {
  const font = FONTS[layout];
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(resume.basics.name)}</title>
<style>
@page { size: 8.5in 11in; margin: 0.55in 0.6in; }
body { font-family: '${font}'; font-size: 10pt; }
p { margin-top: 0; margin-bottom: 2pt; }
ul { margin-top: 0; margin-bottom: 4pt; }
li { margin-bottom: 1pt; }
</style></head><body>${body}</body></html>`;
}

const h = (text, style) => `<p style="${style}">${esc(text)}</p>`;

/** A section heading in the layout's typography. */
function sectionHeading(text, layout) {
  switch (layout) {
    case 'single':
      return `<p style="font-size: 12pt; font-weight: bold; margin-top: 9pt; margin-bottom: 3pt; border-bottom: 1px solid #444444">${esc(text.toUpperCase())}</p>`;
    case 'sidebar':
      return h(
        text.toUpperCase(),
        'font-size: 11pt; font-weight: bold; color: #1f4e79; margin-top: 8pt; margin-bottom: 3pt',
      );
    case 'table':
      return h(text, 'font-size: 13pt; font-weight: bold; margin-top: 10pt; margin-bottom: 3pt');
    default:
      // unusual: title case, colour and a modest size, no rule
      return h(text, 'font-size: 11.5pt; font-weight: bold; color: #7a2e8e; margin-top: 9pt; margin-bottom: 2pt');
  }
}

function header(resume, layout, withContact = true) {
  const b = resume.basics;
  const sep = pick([' · ', ' | ', '  •  ', ' / '], `${resume.meta.pathwise.id}:${layout}:sep`);
  return [
    `<p style="font-size: ${layout === 'unusual' ? 22 : 20}pt; font-weight: bold; margin-bottom: 1pt">${esc(b.name)}</p>`,
    b.label ? h(b.label, 'font-size: 11pt; margin-bottom: 2pt') : '',
    withContact ? h(contactParts(b).join(sep), 'font-size: 9.5pt; margin-bottom: 6pt') : '',
  ].join('\n');
}

/** A role: title and employer on the left, dates on the right (a borderless two-cell table, as Word resumes do). */
function role(entry, resume, layout, titleKey = 'position', orgKey = 'name') {
  const dates = dateRange(entry, resume, layout);
  const where = [entry[orgKey], place(entry.location)].filter(Boolean).join(', ');
  const left = `<b>${esc(entry[titleKey] ?? '')}</b>${where ? `, ${esc(where)}` : ''}`;
  const bullets = (entry.highlights ?? []).map((x) => `<li>${esc(x)}</li>`).join('');
  const summary = entry.summary ? `<p>${esc(entry.summary)}</p>` : '';
  return `<table width="100%" cellpadding="0" cellspacing="0"><tr><td width="74%">${left}</td><td width="26%" align="right">${esc(dates)}</td></tr></table>${summary}${bullets ? `<ul>${bullets}</ul>` : ''}`;
}

function education(resume) {
  return (resume.education ?? [])
    .map((e) => {
      const end = e.endDate ? formatDate(e.endDate, resume.meta.pathwise.style.dates) : '';
      const line = `<b>${esc(degreeLine(e))}</b>, ${esc(e.institution)}${end ? ` — ${esc(end)}` : ''}`;
      const extra = [e.score, ...(e.courses ?? [])].filter(Boolean).map((c) => `<p>${esc(c)}</p>`);
      return `<p>${line}</p>${extra.join('')}`;
    })
    .join('\n');
}

function projects(resume) {
  return (resume.projects ?? [])
    .map((p) => `<p><b>${esc(p.name)}</b>${p.description ? `: ${esc(p.description)}` : ''}</p>`)
    .join('\n');
}

function skillsLines(resume) {
  const style = resume.meta.pathwise.style.skills;
  return (resume.skills ?? [])
    .map((g) =>
      g.name ? `<p><b>${esc(g.name)}:</b> ${esc(skillLine(g, style))}</p>` : `<p>${esc(skillLine(g, style))}</p>`,
    )
    .join('\n');
}

function simpleSection(key, resume, layout, html) {
  return html ? `${sectionHeading(heading(key, resume, layout), layout)}\n${html}` : '';
}

function languages(resume) {
  return (resume.languages ?? []).map((l) => `${l.language}${l.fluency ? ` (${l.fluency})` : ''}`).join(', ');
}

function commonTail(resume, layout) {
  const certs = (resume.certificates ?? []).map((c) => `<p>${esc(certificateLine(c))}</p>`).join('');
  const volunteer = (resume.volunteer ?? [])
    .map((v) => role({ ...v, position: v.position, name: v.organization }, resume, layout))
    .join('');
  const langs = languages(resume);
  const interests = (resume.interests ?? []).map((i) => i.name).join(', ');
  return [
    simpleSection('projects', resume, layout, projects(resume)),
    simpleSection('volunteer', resume, layout, volunteer),
    simpleSection('certificates', resume, layout, certs),
    simpleSection('languages', resume, layout, langs ? `<p>${esc(langs)}</p>` : ''),
    simpleSection('interests', resume, layout, interests ? `<p>${esc(interests)}</p>` : ''),
  ].join('\n');
}

function single(resume) {
  const L = 'single';
  return page(
    resume,
    L,
    [
      header(resume, L),
      simpleSection('summary', resume, L, resume.basics.summary ? `<p>${esc(resume.basics.summary)}</p>` : ''),
      simpleSection('work', resume, L, (resume.work ?? []).map((w) => role(w, resume, L)).join('\n')),
      simpleSection('education', resume, L, education(resume)),
      simpleSection('skills', resume, L, skillsLines(resume)),
      commonTail(resume, L),
    ].join('\n'),
  );
}

/** A shaded sidebar (contact, skills one per line, education, certifications) beside the main column. */
function sidebar(resume) {
  const L = 'sidebar';
  const b = resume.basics;
  const side = [
    sectionHeading('Contact', L),
    ...contactParts(b).map((c) => `<p style="margin: 0; font-size: 9pt">${esc(c)}</p>`),
    sectionHeading(heading('skills', resume, L), L),
    ...(resume.skills ?? []).flatMap((g) => [
      g.name ? `<p style="margin: 0; font-size: 9pt; font-weight: bold; margin-top: 4pt">${esc(g.name)}</p>` : '',
      ...g.keywords.map((k) => `<p style="margin: 0; font-size: 9pt">${esc(k)}</p>`),
    ]),
    (resume.certificates ?? []).length ? sectionHeading(heading('certificates', resume, L), L) : '',
    ...(resume.certificates ?? []).map((c) => `<p style="margin: 0; font-size: 9pt">${esc(c.name)}</p>`),
    sectionHeading(heading('education', resume, L), L),
    ...(resume.education ?? []).flatMap((e) => [
      `<p style="margin: 0; font-size: 9pt; font-weight: bold">${esc(degreeLine(e))}</p>`,
      `<p style="margin: 0; font-size: 9pt">${esc(e.institution)}</p>`,
      e.endDate
        ? `<p style="margin: 0; font-size: 9pt">${esc(formatDate(e.endDate, resume.meta.pathwise.style.dates))}</p>`
        : '',
      ...[e.score, ...(e.courses ?? [])]
        .filter(Boolean)
        .map((c) => `<p style="margin: 0; font-size: 9pt">${esc(c)}</p>`),
    ]),
    languages(resume) ? sectionHeading(heading('languages', resume, L), L) : '',
    ...(resume.languages ?? []).map(
      (l) => `<p style="margin: 0; font-size: 9pt">${esc(l.language)}${l.fluency ? ` – ${esc(l.fluency)}` : ''}</p>`,
    ),
  ].join('\n');
  const main = [
    simpleSection('summary', resume, L, b.summary ? `<p>${esc(b.summary)}</p>` : ''),
    simpleSection('work', resume, L, (resume.work ?? []).map((w) => role(w, resume, L)).join('\n')),
    simpleSection('projects', resume, L, projects(resume)),
    simpleSection(
      'volunteer',
      resume,
      L,
      (resume.volunteer ?? []).map((v) => role({ ...v, name: v.organization }, resume, L)).join(''),
    ),
    simpleSection(
      'interests',
      resume,
      L,
      (resume.interests ?? []).length ? `<p>${esc(resume.interests.map((i) => i.name).join(', '))}</p>` : '',
    ),
  ].join('\n');
  return page(
    resume,
    L,
    `${header(resume, L, false)}
<table width="100%" cellpadding="7" cellspacing="0"><tr>
<td width="31%" valign="top" bgcolor="#e8eef5">${side}</td>
<td width="69%" valign="top">${main}</td>
</tr></table>`,
  );
}

/** Skills (and certifications) in bordered tables; dates in a left column beside each role. */
function table(resume) {
  const L = 'table';
  const b = resume.basics;
  const skills = resume.skills ?? [];
  const labelled = skills.some((g) => g.name);
  const cell = (x, extra = '') => `<td valign="top" ${extra}>${esc(x)}</td>`;
  let skillsTable;
  if (labelled) {
    const rows = skills.map((g) => `<tr>${cell(g.name || 'Other', 'width="24%"')}${cell(g.keywords.join(', '))}</tr>`);
    skillsTable = `<table width="100%" border="1" cellspacing="0" cellpadding="4"><tr><th align="left">Area</th><th align="left">Skills</th></tr>${rows.join('')}</table>`;
  } else {
    const items = skills.flatMap((g) => g.keywords);
    const rows = [];
    for (let i = 0; i < items.length; i += 3) {
      rows.push(`<tr>${[0, 1, 2].map((j) => cell(items[i + j] ?? '', 'width="33%"')).join('')}</tr>`);
    }
    skillsTable = `<table width="100%" border="1" cellspacing="0" cellpadding="4">${rows.join('')}</table>`;
  }
  const certs = resume.certificates ?? [];
  const certTable = certs.length
    ? `<table width="100%" border="1" cellspacing="0" cellpadding="4"><tr><th align="left">Certification</th><th align="left">Issuer</th><th align="left">Year</th></tr>${certs
        .map((c) => `<tr>${cell(c.name)}${cell(c.issuer ?? '')}${cell(c.date ? c.date.slice(0, 4) : '')}</tr>`)
        .join('')}</table>`
    : '';
  const work = (resume.work ?? [])
    .map((w) => {
      const bullets = (w.highlights ?? []).map((x) => `<li>${esc(x)}</li>`).join('');
      const org = [w.name, place(w.location)].filter(Boolean).join(', ');
      return `<table width="100%" cellpadding="2" cellspacing="0"><tr><td width="20%" valign="top">${esc(dateRange(w, resume, L))}</td><td width="80%" valign="top"><b>${esc(w.position)}</b><br>${esc(org)}${bullets ? `<ul>${bullets}</ul>` : ''}</td></tr></table>`;
    })
    .join('\n');
  const rest = { ...resume, certificates: [] };
  return page(
    resume,
    L,
    [
      header(resume, L),
      simpleSection('summary', resume, L, b.summary ? `<p>${esc(b.summary)}</p>` : ''),
      simpleSection('skills', resume, L, skillsTable),
      simpleSection('work', resume, L, work),
      simpleSection('education', resume, L, education(resume)),
      simpleSection('certificates', resume, L, certTable),
      commonTail(rest, L),
    ].join('\n'),
  );
}

/** Unusual headings, skills as one long wrapped list, contact details at the bottom. */
function unusual(resume) {
  const L = 'unusual';
  const b = resume.basics;
  const id = resume.meta.pathwise.id;
  const sep = pick([' • ', ' · ', ' | ', ' / '], `${id}:list-sep`);
  const skills = (resume.skills ?? []).flatMap((g) => g.keywords).join(sep);
  const certs = (resume.certificates ?? []).map((c) => c.name).join(sep);
  const work = (resume.work ?? [])
    .map((w) => {
      const dates = dateRange(w, resume, L);
      const bullets = (w.highlights ?? []).map((x) => `<li>${esc(x)}</li>`).join('');
      return `<p><b>${esc(w.name)}</b> — ${esc(w.position)}</p><p style="margin: 0; font-size: 9pt; color: #555555">${esc([dates, place(w.location)].filter(Boolean).join(' · '))}</p>${bullets ? `<ul>${bullets}</ul>` : ''}`;
    })
    .join('\n');
  const contact = contactParts(b).join(' · ');
  return page(
    resume,
    L,
    [
      `<p style="font-size: 22pt; font-weight: bold; margin-bottom: 1pt">${esc(b.name)}</p>`,
      b.label ? h(b.label, 'font-size: 11pt; color: #7a2e8e; margin-bottom: 6pt') : '',
      simpleSection('summary', resume, L, b.summary ? `<p>${esc(b.summary)}</p>` : ''),
      simpleSection('skills', resume, L, `<p style="margin-right: 2.2in">${esc(skills)}</p>`),
      simpleSection('work', resume, L, work),
      simpleSection('certificates', resume, L, certs ? `<p style="margin-right: 2.2in">${esc(certs)}</p>` : ''),
      simpleSection('education', resume, L, education(resume)),
      commonTail({ ...resume, certificates: [] }, L),
      h(contact, 'font-size: 9pt; margin-top: 10pt'),
    ].join('\n'),
  );
}

export function renderHtml(resume, layout) {
  switch (layout) {
    case 'single':
      return single(resume);
    case 'sidebar':
      return sidebar(resume);
    case 'table':
      return table(resume);
    case 'unusual':
      return unusual(resume);
    default:
      throw new Error(`unknown layout ${layout}`);
  }
}
