import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_JOBS } from './job-list.js';

/*
 * What the README and docs/ claim, checked against the repository, so a
 * citation, a folder or a job that moves fails here instead of misleading the next reader.
 * The claims are read from the documents themselves: edit a document and the test follows.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PRODUCT_DOC = 'docs/product.md';
const ARCHITECTURE_DOC = 'docs/architecture.md';

/** Generated, installed or run-time folders: nobody writes a citation there. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  'coverage',
  'test-results',
  'playwright-report',
  'samples',
]);
const TEXT_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|html|md|ya?ml)$/;

function walk(dir: string, found: { files: string[]; dirs: string[] }) {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.dirs.push(`${relative}/`);
      walk(relative, found);
    } else if (entry.isFile()) {
      found.files.push(relative);
    }
  }
  return found;
}

const repository = walk('', { files: [], dirs: [] });
const textFiles = repository.files.filter((file) => TEXT_FILE.test(file));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every line of the repository's text files that matches, as `file:line: text`. */
function linesMatching(pattern: RegExp, files = textFiles): string[] {
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, index) => {
        if (pattern.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

/** The explicit anchors of docs/product.md: `<a id="story-status"></a>`. */
function productAnchors(): string[] {
  return [...read(PRODUCT_DOC).matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1] ?? '');
}

/** The section sign, spelt so that this file does not cite the old document itself. */
const SECTION_SIGN = '\u00a7';

describe('citations of docs/product.md', () => {
  it('gives every section an explicit, short kebab-case anchor, each once', () => {
    const anchors = productAnchors();
    expect(anchors.length).toBeGreaterThan(40);
    expect(anchors.filter((anchor) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(anchor))).toEqual([]);
    expect(anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index)).toEqual([]);
  });

  it('cites only anchors that exist, in source and docs alike', () => {
    const anchors = new Set(productAnchors());
    const broken: string[] = [];
    const cited = new Set<string>();
    for (const file of textFiles) {
      read(file)
        .split('\n')
        .forEach((line, index) => {
          for (const match of line.matchAll(/product\.md#([\w-]+)/g)) {
            const anchor = match[1] ?? '';
            cited.add(anchor);
            if (!anchors.has(anchor)) broken.push(`${file}:${index + 1}: #${anchor}`);
          }
          // Links inside the document itself: [photo check](#photo-check).
          if (file === PRODUCT_DOC) {
            for (const match of line.matchAll(/\]\(#([\w-]+)\)/g)) {
              if (!anchors.has(match[1] ?? '')) broken.push(`${file}:${index + 1}: #${match[1]}`);
            }
          }
        });
    }
    expect(broken).toEqual([]);
    // The check above means something only while the code does cite the document.
    expect(cited.size).toBeGreaterThan(10);
  });

  it('no longer cites the sections of the old product spec, which is not in the repository', () => {
    const oldCitation = new RegExp(`spec\\s*${SECTION_SIGN}|${SECTION_SIGN}\\s*\\d`, 'i');
    expect(linesMatching(oldCitation)).toEqual([]);
  });
});

/** Backticked words of a markdown text. */
const backticked = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');

/**
 * A backticked word that names a file or folder of the repository: a path ending in a source
 * or document extension, or in `/`. Routes (`/api/…`), templates (`g{generation}/`), globs and
 * placeholders (`<kind>`) are not paths to look for.
 */
function isRepositoryPath(word: string): boolean {
  if (/[\s<>{}*]/.test(word) || word.startsWith('/') || word.startsWith('.')) return false;
  return /\.(ts|tsx|mts|mjs|cjs|js|md|css|html|json)$/.test(word) || word.endsWith('/');
}

/** Names that look like paths but are not in the repository by design. */
const NOT_IN_REPOSITORY = new Set([
  // An entry of the parent's data export zip.
  'account.json',
  // Written by `npm run storycraft:samples`, not committed.
  'packages/storycraft/samples/index.html',
  // An npm package whose name ends like a file (the OCR, docs/pictures.md).
  'tesseract.js',
]);
const isBuildOutput = (word: string) => /(?:^|\/)dist\//.test(word);

/** Whether a file or folder of the repository is, or ends with, `word`. */
function existsInRepository(word: string): boolean {
  const candidates = word.endsWith('/') ? repository.dirs : repository.files;
  return candidates.some((candidate) => candidate === word || candidate.endsWith(`/${word}`));
}

/**
 * The README and every page under docs/: what each names must be there. The decision records
 * are left out: each tells how the code stood when it was decided (`training/` before it moved
 * into `children/`).
 */
const DOCUMENTS = [
  'README.md',
  ...textFiles.filter(
    (file) =>
      file.startsWith('docs/') && file.endsWith('.md') && !file.startsWith('docs/decisions/'),
  ),
];

describe.each(DOCUMENTS)('paths named by %s', (doc) => {
  it('exist in the repository', () => {
    const words = backticked(read(doc)).filter(isRepositoryPath);
    if (doc === ARCHITECTURE_DOC) expect(words.length).toBeGreaterThan(50);
    const missing = words.filter(
      (word) => !NOT_IN_REPOSITORY.has(word) && !isBuildOutput(word) && !existsInRepository(word),
    );
    expect([...new Set(missing)]).toEqual([]);
  });
});

/** The body rows (header left out) of the first table after the line matching `start`. */
function tableAfter(text: string, start: RegExp): string[][] {
  const lines = text.split('\n');
  const from = lines.findIndex((line) => start.test(line));
  expect(from, `no line matching ${start}`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(from + 1)) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    if (/^\|[\s|:-]+\|$/.test(trimmed)) continue;
    rows.push(
      trimmed
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  return rows.slice(1);
}

/** Whether `place` (relative to `root`; `<name>` matches any one folder) exists. */
function existsUnder(root: string, place: string): boolean {
  const pattern = new RegExp(
    `^${root}/${place
      .split(/(<[a-z]+>)/)
      .map((part) => (part.startsWith('<') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  );
  const candidates = place.endsWith('/') ? repository.dirs : repository.files;
  return candidates.some((candidate) => pattern.test(candidate));
}

/** The folders directly inside `root`. */
const foldersOf = (root: string) =>
  repository.dirs
    .filter((dir) => dir.startsWith(`${root}/`) && dir !== `${root}/`)
    .filter((dir) => !dir.slice(root.length + 1, -1).includes('/'))
    .map((dir) => dir.slice(root.length + 1));

describe.each([
  {
    heading: /^## Where code lives in the server \(`apps\/server\/src`\)/,
    root: 'apps/server/src',
  },
  { heading: /^## Web \(`apps\/web\/src`\)/, root: 'apps/web/src' },
])('the table of $root in docs/architecture.md', ({ heading, root }) => {
  const places = tableAfter(read(ARCHITECTURE_DOC), heading).flatMap((row) =>
    backticked(row[0] ?? ''),
  );

  it('names places that exist', () => {
    expect(places.length).toBeGreaterThan(3);
    expect(places.filter((place) => !existsUnder(root, place))).toEqual([]);
  });

  it('names every folder there is at the top', () => {
    const named = new Set(places.map((place) => `${place.split('/')[0]}/`));
    expect(foldersOf(root).filter((folder) => !named.has(folder))).toEqual([]);
  });
});

describe('the modules table of docs/architecture.md', () => {
  it('names each module of the server, and no other', () => {
    const named = tableAfter(read(ARCHITECTURE_DOC), /^The modules \(`modules\/<domain>\/`\)/).map(
      (row) => backticked(row[0] ?? '')[0] ?? '',
    );
    const modules = foldersOf('apps/server/src/modules').map((folder) => folder.slice(0, -1));
    expect(named.sort()).toEqual(modules.sort());
  });
});

describe('the layer picture of docs/architecture.md', () => {
  it('names each provider kind there is, and no other', () => {
    const line = read(ARCHITECTURE_DOC)
      .split('\n')
      .find((text) => text.includes('services → providers ('));
    const named = (/providers \(([^)]*)\)/.exec(line ?? '')?.[1] ?? '')
      .split(',')
      .map((kind) => kind.trim())
      .filter(Boolean);
    const kinds = foldersOf('apps/server/src/providers').map((folder) => folder.slice(0, -1));
    expect(named.sort()).toEqual(kinds.sort());
  });
});

describe('where docs/architecture.md says jobs are defined', () => {
  const table = tableAfter(read(ARCHITECTURE_DOC), /The jobs are defined in:$/);
  const files = table.map((row) => backticked(row[0] ?? '')[0] ?? '');
  const jobNames = table.flatMap((row) => backticked(row[1] ?? ''));

  it('lists files that define jobs', () => {
    expect(files.length).toBeGreaterThan(5);
    const withoutJobs = files.filter(
      (file) => !read(`apps/server/src/${file}`).includes('defineJob('),
    );
    expect(withoutJobs).toEqual([]);
  });

  it('lists every file that defines a job', () => {
    const defining = repository.files
      .filter((file) => file.startsWith('apps/server/src/') && /(?<!\.test)\.ts$/.test(file))
      .filter((file) => file !== 'apps/server/src/jobs/define-job.ts')
      .filter((file) => read(file).includes('defineJob('))
      .map((file) => file.slice('apps/server/src/'.length));
    expect(defining.filter((file) => !files.includes(file))).toEqual([]);
  });

  it('names exactly the jobs the app runs', () => {
    expect([...jobNames].sort()).toEqual(ALL_JOBS.map((job) => job.name).sort());
  });
});
