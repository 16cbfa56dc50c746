#!/usr/bin/env node
// Renders every resume of the evaluation set (test/eval/resumes/*.json, JSON Resume documents whose contents are the
// truth) into PDFs: four layouts through LibreOffice from HTML, three with pdfkit. The PDFs are committed, so that
// tests and CI need neither LibreOffice nor this script; rerun it after editing a resume or a layout:
//
//   node services/resume/test/eval/render/generate.mjs            (needs `soffice`: apt-get install libreoffice-writer)
//   node services/resume/test/eval/render/generate.mjs --only rn-telemetry
//   node services/resume/test/eval/render/generate.mjs --layouts pdfkit-gutter   (some layouts only)
//
// Output: test/eval/pdfs/<resume>--<layout>.pdf and test/eval/pdfs/manifest.json (which file is which). The scanned
// variants (image-only PDFs of some 'single' ones, read by OCR) come from scan.mjs, run after this.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HTML_LAYOUTS, renderHtml } from './html-layouts.mjs';
import { PDFKIT_LAYOUTS, renderPdfkit } from './pdfkit-layouts.mjs';
import { withIds } from './resume-text.mjs';

const evalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resumesDir = path.join(evalDir, 'resumes');
const pdfDir = path.join(evalDir, 'pdfs');
const option = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : null);
const only = option('--only')?.split(',');
const layouts = option('--layouts')?.split(',');
const wanted = (layout) => !layouts || layouts.includes(layout);

const resumes = withIds(
  fs
    .readdirSync(resumesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(fs.readFileSync(path.join(resumesDir, f), 'utf8'))]),
).filter((r) => !only || only.includes(r.meta.pathwise.id));

fs.mkdirSync(pdfDir, { recursive: true });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'resume-eval-'));
try {
  for (const resume of resumes) {
    for (const layout of HTML_LAYOUTS.filter(wanted)) {
      fs.writeFileSync(path.join(work, `${resume.meta.pathwise.id}--${layout}.html`), renderHtml(resume, layout));
    }
  }
  const htmlFiles = fs.readdirSync(work).filter((f) => f.endsWith('.html'));
  // one LibreOffice run converts them all; its own profile directory keeps it apart from any desktop session
  for (let i = 0; i < htmlFiles.length; i += 40) {
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(work, 'profile')}`,
        '--headless',
        '--infilter=HTML (StarWriter)',
        '--convert-to',
        'pdf:writer_pdf_Export',
        '--outdir',
        pdfDir,
        ...htmlFiles.slice(i, i + 40).map((f) => path.join(work, f)),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  for (const resume of resumes) {
    for (const layout of PDFKIT_LAYOUTS.filter(wanted)) {
      fs.writeFileSync(
        path.join(pdfDir, `${resume.meta.pathwise.id}--${layout}.pdf`),
        await renderPdfkit(resume, layout),
      );
    }
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

// the manifest lists every PDF present (a partial run with --only keeps the others)
const files = fs
  .readdirSync(pdfDir)
  .filter((f) => f.endsWith('.pdf'))
  .sort()
  .map((file) => {
    const [resume, layout] = file.replace(/\.pdf$/, '').split('--');
    return {
      file,
      resume,
      layout,
      renderer: layout === 'scanned' ? 'scan' : layout.startsWith('pdfkit') ? 'pdfkit' : 'libreoffice',
      bytes: fs.statSync(path.join(pdfDir, file)).size,
    };
  });
fs.writeFileSync(path.join(pdfDir, 'manifest.json'), `${JSON.stringify(files, null, 2)}\n`);
const total = files.reduce((s, f) => s + f.bytes, 0);
console.log(`${files.length} PDFs, ${(total / 1024 / 1024).toFixed(1)} MB in ${path.relative(process.cwd(), pdfDir)}`);
