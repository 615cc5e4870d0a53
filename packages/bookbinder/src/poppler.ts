import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * For tests, this package's and the server's (its book and print-file routes): Debian's
 * poppler-utils (pdftoppm, pdftotext, pdffonts, pdfinfo, pdfimages) look at the PDFs the way a
 * reader and a printer would. Without them the checks that call them are skipped with a loud
 * message, except in CI (CI=true or CI=1), where they run and fail: a skipped check must not
 * pass quietly there. Only those checks are gated, never a whole test file.
 */

const run = promisify(execFile);

const isCi = process.env.CI === 'true' || process.env.CI === '1';

function findPoppler(): boolean {
  // Synchronous on purpose: describe.skipIf needs the answer while the file is collected.
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((folder) => folder && existsSync(path.join(folder, 'pdftoppm')));
  if (!found) {
    console.warn(
      `\n*** poppler-utils (pdftoppm, pdftotext, pdffonts) is not installed: the PDF checks ` +
        `${isCi ? 'FAIL in CI' : 'are skipped'}. Debian: apt-get install poppler-utils ***\n`,
    );
  }
  return found;
}

export const hasPoppler = findPoppler();
/** Skip the checks that call poppler without the tools, except in CI, where they run and fail. */
export const skipPdfTests = !hasPoppler && !isCi;
export const POPPLER_MISSING = 'poppler-utils is not installed (apt-get install poppler-utils)';

/** Runs a poppler tool and answers its standard output. */
export async function poppler(tool: string, args: string[]): Promise<string> {
  // In CI without the tools, say what is missing rather than a bare ENOENT.
  if (!hasPoppler) throw new Error(POPPLER_MISSING);
  const { stdout } = await run(tool, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Writes a PDF to a fresh temporary folder; answers its path. */
export async function writeTemporaryPdf(pdf: Buffer, name = 'book.pdf'): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'littlestar-pdf-'));
  const file = path.join(folder, name);
  await fs.writeFile(file, pdf);
  return file;
}
