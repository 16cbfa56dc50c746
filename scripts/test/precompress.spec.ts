import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../precompress.mjs';

let dist: string;
const script = Array.from({ length: 300 }, (_, i) => `export const line${i} = "pathwise ${i}";`).join('\n');

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'pathwise-precompress-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html>${'<p>Pathwise</p>'.repeat(100)}</html>`);
  writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), script);
  writeFileSync(path.join(dist, 'assets', 'tiny-4d5e6f.js'), 'export {};');
  writeFileSync(path.join(dist, 'assets', 'logo-7a8b9c.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('precompress (npm run build)', () => {
  it('writes a .br and a .gz beside each text file, decoding to the original', () => {
    precompress(dist);
    const file = path.join(dist, 'assets', 'index-1a2b3c.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(statSync(`${file}.br`).size).toBeLessThan(statSync(`${file}.gz`).size);
    expect(existsSync(path.join(dist, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'index.html.gz'))).toBe(true);
  });

  it('leaves images and files too small to gain alone', () => {
    precompress(dist);
    expect(existsSync(path.join(dist, 'assets', 'logo-7a8b9c.png.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'tiny-4d5e6f.js.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'tiny-4d5e6f.js.gz'))).toBe(false);
  });

  it('writes again only what is missing or older than its original', () => {
    expect(precompress(dist).length).toBe(4);
    expect(precompress(dist)).toEqual([]);
    const html = path.join(dist, 'index.html');
    writeFileSync(html, `<!doctype html><html>${'<p>Rebuilt</p>'.repeat(100)}</html>`);
    const later = new Date(Date.now() + 60_000);
    utimesSync(html, later, later);
    expect(precompress(dist).map((w: { file: string; encoding: string }) => `${w.file}.${w.encoding}`)).toEqual([
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toContain('Rebuilt');
  });
});
