// Two resume layouts drawn with pdfkit, as resume builders that write PDFs directly do: a single column with
// right-aligned dates, and a sidebar layout drawn row by row (sidebar line, main line, next sidebar line...), whose
// content stream interleaves the two columns.
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

export const PDFKIT_LAYOUTS = ['pdfkit-single', 'pdfkit-columns'];

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

export function renderPdfkit(resume, layout) {
  if (layout === 'pdfkit-single') return single(resume);
  if (layout === 'pdfkit-columns') return columns(resume);
  throw new Error(`unknown layout ${layout}`);
}
