import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** A word the OCR read in a picture, with its confidence (0 to 100). */
export interface ReadWord {
  text: string;
  confidence: number;
}

/**
 * OCR reads a copy this long on its long side: lettering a reader would notice on a page is
 * far larger than the 10–20 pixels Tesseract needs, and a 1024-pixel page read whole took
 * about twice as long.
 */
const READ_LONG_SIDE = 768;
/** The OCR worker (about 55–60 MB of the process's memory) is let go after this long unused. */
const IDLE_MS = 60_000;

let worker: Promise<Worker> | undefined;
let idleTimer: NodeJS.Timeout | undefined;
let reading = 0;

/**
 * Tesseract's LSTM model for English, from `@tesseract.js-data/eng` on disk: nothing is
 * fetched and nothing cached to disk (`cacheMethod: 'none'`). Loaded on the first picture.
 */
function ocrWorker(): Promise<Worker> {
  worker ??= (async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    const data = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
    const ocr = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: path.join(data, '4.0.0_best_int'),
      cacheMethod: 'none',
      gzip: true,
    });
    // The copies carry no resolution; Tesseract would warn on each and assume 70 dpi.
    await ocr.setParameters({ user_defined_dpi: '72' });
    return ocr;
  })();
  const loading = worker;
  // A failed load is tried again by the next picture (unless another load began meanwhile).
  loading.catch(() => {
    if (worker === loading) worker = undefined;
  });
  return loading;
}

function restLater(): void {
  clearTimeout(idleTimer);
  if (reading > 0) return;
  idleTimer = setTimeout(() => {
    const done = worker;
    worker = undefined;
    void done?.then((ocr) => ocr.terminate()).catch(() => undefined);
  }, IDLE_MS);
  idleTimer.unref();
}

/** The words Tesseract reads in a picture (PNG, JPEG or WebP bytes). */
export async function wordsIn(picture: Buffer): Promise<ReadWord[]> {
  const { default: sharp } = await import('sharp');
  const copy = await sharp(picture)
    .resize(READ_LONG_SIDE, READ_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  reading += 1;
  clearTimeout(idleTimer);
  try {
    const ocr = await ocrWorker();
    const { data } = await ocr.recognize(copy, {}, { blocks: true });
    return (data.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) =>
        paragraph.lines.flatMap((line) =>
          line.words.map((word) => ({ text: word.text, confidence: word.confidence })),
        ),
      ),
    );
  } finally {
    reading -= 1;
    restLater();
  }
}

/** Stops the OCR worker now (tests, shutdown). */
export async function stopLettering(): Promise<void> {
  clearTimeout(idleTimer);
  const done = worker;
  worker = undefined;
  await done?.then((ocr) => ocr.terminate()).catch(() => undefined);
}
