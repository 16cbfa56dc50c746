// Three resume layouts drawn with pdfkit, as resume builders that write PDFs directly do: a single column with
// right-aligned dates; a sidebar layout drawn row by row (sidebar line, main line, next sidebar line...), whose
// content stream interleaves the two columns; and a gutter layout (headings in a narrow left column beside their
// content, employer first with the title on the next line in italics, skills in a three-column grid without
// ruling lines, contact details right-aligned beside the name).
import PDFDocument from 'pdfkit';
import {
  certificateLine,
  contactParts,
  dateRange,
  degreeLine,
  formatDate,
  heading,
  place,
  skillLine,
} from './resume-text.mjs';

export const PDFKIT_LAYOUTS = ['pdfkit-single', 'pdfkit-columns', 'pdfkit-gutter'];

function render(draw) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, info: { Title: 'Resume', CreationDate: new Date(0) } });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function single(resume) {
  const L = 'pdfkit-single';
  const b = resume.basics;
  const style = resume.meta.pathwise.style;
  const headingText = (key) => heading(key, resume, L).toUpperCase();
  const sectionHeading = (doc, key) => {
    if (doc.y > 690) doc.addPage();
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11.5).text(headingText(key), 50);
    doc.font('Helvetica').fontSize(10).moveDown(0.2);
  };
  const bullets = (doc, items) => {
    for (const item of items) doc.text(`•  ${item}`, 62, doc.y, { width: 490, indent: 0 });
  };
  const role = (doc, left, dates) => {
    if (doc.y > 700) doc.addPage();
    const y = doc.y;
    doc.font('Helvetica-Bold').text(left, 50, y, { width: 370 });
    const after = doc.y;
    doc.font('Helvetica').text(dates, 420, y, { width: 142, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = 50;
  };
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(b.name);
    if (b.label) doc.font('Helvetica').fontSize(11).text(b.label);
    doc.fontSize(9.5).text(contactParts(b).join('  |  '));
    if (b.summary) {
      sectionHeading(doc, 'summary');
      doc.text(b.summary, 50, doc.y, { width: 512 });
    }
    sectionHeading(doc, 'work');
    for (const w of resume.work ?? []) {
      role(doc, `${w.position} | ${[w.name, place(w.location)].filter(Boolean).join(', ')}`, dateRange(w, resume, L));
      bullets(doc, w.highlights ?? []);
      doc.moveDown(0.3);
    }
    sectionHeading(doc, 'education');
    for (const e of resume.education ?? []) {
      const end = e.endDate ? formatDate(e.endDate, style.dates) : '';
      role(doc, `${degreeLine(e)}, ${e.institution}`, end);
      for (const extra of [e.score, ...(e.courses ?? [])].filter(Boolean)) doc.text(extra, 50);
    }
    sectionHeading(doc, 'skills');
    for (const g of resume.skills ?? []) {
      const line = skillLine(g, style.skills);
      if (g.name) {
        doc.font('Helvetica-Bold').text(`${g.name}: `, 50, doc.y, { continued: true, width: 512 });
        doc.font('Helvetica').text(line);
      } else doc.text(line, 50, doc.y, { width: 512 });
    }
    if ((resume.certificates ?? []).length) {
      sectionHeading(doc, 'certificates');
      bullets(doc, resume.certificates.map(certificateLine));
    }
    if ((resume.projects ?? []).length) {
      sectionHeading(doc, 'projects');
      for (const p of resume.projects) doc.text(`${p.name}${p.description ? `: ${p.description}` : ''}`, 50);
    }
    if ((resume.volunteer ?? []).length) {
      sectionHeading(doc, 'volunteer');
      for (const v of resume.volunteer) {
        role(doc, `${v.position}, ${v.organization}`, dateRange(v, resume, L));
        if (v.summary) doc.text(v.summary, 50);
      }
    }
    if ((resume.languages ?? []).length) {
      sectionHeading(doc, 'languages');
      doc.text(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', '), 50);
    }
  });
}

/** Text broken into lines that fit `width` in the current font. */
function wrap(doc, text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (doc.widthOfString(next) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Sidebar and main column drawn alternately, one line of each per row: a plain extractor reading the content
 * stream in order mixes the columns. The sidebar has its own (smaller) line height.
 */
function columns(resume) {
  const L = 'pdfkit-columns';
  const b = resume.basics;
  const style = resume.meta.pathwise.style;
  return render((doc) => {
    const side = []; // { text, bold }
    const main = [];
    const SIDE_W = 150;
    const MAIN_W = 340;
    doc.font('Helvetica').fontSize(8.5);
    const addSide = (text, bold = false) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      for (const l of wrap(doc, text, SIDE_W)) side.push({ text: l, bold });
    };
    doc.fontSize(9.5);
    const addMain = (text, bold = false, indent = 0) => {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
      wrap(doc, text, MAIN_W - indent).forEach((l, i) => main.push({ text: l, bold, indent: i === 0 ? 0 : indent }));
    };
    addSide('CONTACT', true);
    for (const c of contactParts(b)) addSide(c);
    side.push({ text: '' });
    addSide(heading('skills', resume, L).toUpperCase(), true);
    for (const g of resume.skills ?? []) {
      if (g.name) addSide(g.name, true);
      for (const k of g.keywords) addSide(k);
    }
    if ((resume.certificates ?? []).length) {
      side.push({ text: '' });
      addSide(heading('certificates', resume, L).toUpperCase(), true);
      for (const c of resume.certificates) addSide(c.name);
    }
    side.push({ text: '' });
    addSide(heading('education', resume, L).toUpperCase(), true);
    for (const e of resume.education ?? []) {
      addSide(degreeLine(e), true);
      addSide(e.institution);
      if (e.endDate) addSide(formatDate(e.endDate, style.dates));
      for (const extra of [e.score, ...(e.courses ?? [])].filter(Boolean)) addSide(extra);
    }
    if ((resume.languages ?? []).length) {
      side.push({ text: '' });
      addSide(heading('languages', resume, L).toUpperCase(), true);
      for (const l of resume.languages) addSide(`${l.language} – ${l.fluency}`);
    }

    if (b.summary) {
      addMain(heading('summary', resume, L).toUpperCase(), true);
      addMain(b.summary);
      main.push({ text: '' });
    }
    addMain(heading('work', resume, L).toUpperCase(), true);
    for (const w of resume.work ?? []) {
      addMain(`${w.position} – ${w.name}`, true);
      addMain(dateRange(w, resume, L));
      for (const x of w.highlights ?? []) addMain(`• ${x}`, false, 8);
    }
    if ((resume.projects ?? []).length) {
      main.push({ text: '' });
      addMain(heading('projects', resume, L).toUpperCase(), true);
      for (const p of resume.projects) addMain(`${p.name}${p.description ? `: ${p.description}` : ''}`);
    }
    if ((resume.volunteer ?? []).length) {
      main.push({ text: '' });
      addMain(heading('volunteer', resume, L).toUpperCase(), true);
      for (const v of resume.volunteer) {
        addMain(`${v.position} – ${v.organization}`, true);
        addMain(dateRange(v, resume, L));
        if (v.summary) addMain(v.summary);
      }
    }

    doc.font('Helvetica-Bold').fontSize(20).text(b.name, 50, 45);
    if (b.label) doc.font('Helvetica').fontSize(11).text(b.label, 50, 70);
    const TOP = 100;
    const BOTTOM = 740;
    const SIDE_LH = 11.5;
    const MAIN_LH = 13;
    let ys = TOP;
    let ym = TOP;
    let si = 0;
    let mi = 0;
    while (si < side.length || mi < main.length) {
      const sideCan = si < side.length && ys <= BOTTOM;
      const mainCan = mi < main.length && ym <= BOTTOM;
      if (!sideCan && !mainCan) {
        doc.addPage();
        ys = 50;
        ym = 50;
        continue;
      }
      // whichever column is higher on the page draws its next line: the stream alternates between them
      if (sideCan && (!mainCan || ys <= ym)) {
        const s = side[si++];
        if (s.text)
          doc
            .font(s.bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(8.5)
            .text(s.text, 50, ys, { lineBreak: false });
        ys += SIDE_LH;
      } else {
        const m = main[mi++];
        if (m.text)
          doc
            .font(m.bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(9.5)
            .text(m.text, 222 + (m.indent ?? 0), ym, { lineBreak: false });
        ym += MAIN_LH;
      }
    }
  });
}

/** Headings in a left gutter, on the baseline of their section's first line; skills in a grid of three columns. */
function gutter(resume) {
  const L = 'pdfkit-gutter';
  const b = resume.basics;
  const style = resume.meta.pathwise.style;
  const X = 160;
  const W = 402;
  return render((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text(b.name, 50, 48, { width: 300 });
    if (b.label) doc.font('Helvetica').fontSize(10.5).text(b.label, 50, 72, { width: 300 });
    doc.font('Helvetica').fontSize(8.5);
    contactParts(b).forEach((c, i) => doc.text(c, 362, 46 + i * 11, { width: 200, align: 'right' }));
    doc.y = Math.max(100, 50 + contactParts(b).length * 11 + 8);
    const section = (key, body) => {
      if (doc.y > 680) doc.addPage();
      doc.y += 10;
      const y = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .text(heading(key, resume, L), 50, y, { width: 100 });
      doc.y = y;
      doc.font('Helvetica').fontSize(9.5);
      body();
    };
    const entry = (left, dates, sub) => {
      if (doc.y > 700) doc.addPage();
      const y = doc.y;
      doc
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .text(left, X, y, { width: W - 120 });
      const after = doc.y;
      if (dates) doc.font('Helvetica').text(dates, X + W - 118, y, { width: 118, align: 'right' });
      doc.y = Math.max(after, doc.y);
      if (sub) doc.font('Helvetica-Oblique').text(sub, X, doc.y, { width: W });
      doc.font('Helvetica');
    };
    const dashes = (items) => {
      for (const item of items) doc.text(`–  ${item}`, X + 8, doc.y, { width: W - 8 });
    };
    if (b.summary) section('summary', () => doc.text(b.summary, X, doc.y, { width: W }));
    section('work', () => {
      for (const w of resume.work ?? []) {
        entry([w.name, place(w.location)].filter(Boolean).join(', '), dateRange(w, resume, L), w.position);
        dashes(w.highlights ?? []);
        doc.y += 4;
      }
    });
    section('skills', () => {
      const colW = W / 3;
      for (const g of resume.skills ?? []) {
        if (g.name) doc.font('Helvetica-Bold').text(g.name, X, doc.y, { width: W });
        doc.font('Helvetica');
        for (let i = 0; i < g.keywords.length; i += 3) {
          const y = doc.y;
          let bottom = y;
          g.keywords.slice(i, i + 3).forEach((k, j) => {
            doc.text(k, X + j * colW, y, { width: colW - 10 });
            bottom = Math.max(bottom, doc.y);
          });
          doc.y = bottom + 1;
        }
        doc.y += 3;
      }
    });
    if ((resume.certificates ?? []).length) {
      section('certificates', () =>
        doc.text(resume.certificates.map(certificateLine).join('; '), X, doc.y, { width: W }),
      );
    }
    section('education', () => {
      for (const e of resume.education ?? []) {
        entry(e.institution, e.endDate ? formatDate(e.endDate, style.dates) : '', degreeLine(e));
        for (const extra of [e.score, ...(e.courses ?? [])].filter(Boolean)) doc.text(extra, X, doc.y, { width: W });
        doc.y += 3;
      }
    });
    if ((resume.projects ?? []).length) {
      section('projects', () => {
        for (const p of resume.projects)
          doc.text(`${p.name}${p.description ? `: ${p.description}` : ''}`, X, doc.y, { width: W });
      });
    }
    if ((resume.volunteer ?? []).length) {
      section('volunteer', () => {
        for (const v of resume.volunteer) {
          entry(v.organization, dateRange(v, resume, L), v.position);
          if (v.summary) doc.text(v.summary, X, doc.y, { width: W });
        }
      });
    }
    if ((resume.languages ?? []).length) {
      section('languages', () =>
        doc.text(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', '), X, doc.y, { width: W }),
      );
    }
  });
}

export function renderPdfkit(resume, layout) {
  if (layout === 'pdfkit-gutter') return gutter(resume);
  if (layout === 'pdfkit-single') return single(resume);
  if (layout === 'pdfkit-columns') return columns(resume);
  throw new Error(`unknown layout ${layout}`);
}
