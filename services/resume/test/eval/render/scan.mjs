#!/usr/bin/env node
// Scanned variants of some evaluation resumes: each page of its LibreOffice 'single' PDF rendered to a greyscale
// JPEG at 150 dpi (pdf.js on @napi-rs/canvas, as a flatbed scan of a printout would give), then wrapped by pdfkit
// into an image-only PDF with no text layer: test/eval/pdfs/<resume>--scanned.pdf. The analyser reads these by OCR.
//
//   node services/resume/test/eval/render/scan.mjs            (after generate.mjs; adds them to manifest.json)
//   node services/resume/test/eval/render/scan.mjs --only medical-coder   (some of them)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { PDFParse } from 'pdf-parse';

/** Resumes scanned: of every split, across occupation groups. */
export const SCANNED = [
  'rn-telemetry',
  'electrician-journeyman',
  'sales-rep-wholesale',
  'fullstack-developer',
  'elementary-teacher',
  'paralegal',
  'hvac-technician',
  'payroll-specialist',
  'respiratory-therapist',
  'firefighter-paramedic',
  'medical-coder',
  'restaurant-general-manager',
  'land-surveyor',
];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1].split(',') : null;

const pdfDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'pdfs');
const DPI = 150;

async function pageImages(file) {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
  try {
    const doc = await parser.load();
    const images = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: DPI / 72 });
      const target = doc.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const ctx = target.context;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, target.canvas.width, target.canvas.height);
      await page.render({ canvasContext: ctx, viewport, canvas: target.canvas }).promise;
      // greyscale, as most scans are sent
      const pixels = ctx.getImageData(0, 0, target.canvas.width, target.canvas.height);
      const d = pixels.data;
      for (let i = 0; i < d.length; i += 4) {
        const grey = Math.round(0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2]);
        d[i] = d[i + 1] = d[i + 2] = grey;
      }
      ctx.putImageData(pixels, 0, 0);
      images.push({ jpeg: target.canvas.toBuffer('image/jpeg', 85), width: viewport.width, height: viewport.height });
      doc.canvasFactory.destroy(target);
    }
    return images;
  } finally {
    await parser.destroy();
  }
}

function imagePdf(images) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, info: { Title: 'Scan', CreationDate: new Date(0) } });
    const chunks = [];
    doc.on('data', (c) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (const image of images) {
      const width = (image.width * 72) / DPI;
      const height = (image.height * 72) / DPI;
      doc.addPage({ size: [width, height], margin: 0 });
      doc.image(image.jpeg, 0, 0, { width, height });
    }
    doc.end();
  });
}

for (const id of SCANNED.filter((s) => !only || only.includes(s))) {
  const images = await pageImages(path.join(pdfDir, `${id}--single.pdf`));
  fs.writeFileSync(path.join(pdfDir, `${id}--scanned.pdf`), await imagePdf(images));
  console.log(`${id}--scanned.pdf: ${images.length} page(s)`);
}

// generate.mjs rewrites the manifest from the files present; entries of the scans are set here
const manifestFile = path.join(pdfDir, 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).filter((e) => e.layout !== 'scanned');
for (const id of SCANNED) {
  const file = `${id}--scanned.pdf`;
  manifest.push({
    file,
    resume: id,
    layout: 'scanned',
    renderer: 'scan',
    bytes: fs.statSync(path.join(pdfDir, file)).size,
  });
}
manifest.sort((a, b) => a.file.localeCompare(b.file));
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
