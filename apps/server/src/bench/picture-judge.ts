/**
 * What judging one page from an image provider costs: a 1024 × 1024 PNG searched for faces
 * (each described and measured against the child's reference face and the uploaded photos),
 * read by the OCR for lettering and hashed, all at once (`judgePicture`, as a page's check runs
 * it). The reference is built from five solo photos of one person, as the judge's test builds
 * it; the pages are a smoothed, recoloured "drawing" of that person in a scene and a landscape
 * with no one in it. The face model and the OCR are loaded once first, each load timed, with
 * the process's memory before and after it; then each page is judged once to warm up and five
 * times more, median and longest printed, and each part (faces, OCR, hash) timed alone to show
 * where the time goes. `npm run bench` in apps/server. The goal: under 0.5 s a page on a 2-core
 * machine.
 */
import os from 'node:os';
import sharp from 'sharp';
import { createFacesProvider } from '../providers/faces/index.js';
import { pictureHash } from '../modules/children/service.js';
import {
  judgePicture,
  type LikenessReference,
  type PictureVerdict,
} from '../modules/stories/picture-judge.js';
import { stopLettering, wordsIn } from '../modules/stories/picture-lettering.js';
import { faceFreePhoto, pageShowing, soloPhoto } from '../test/face-photos.js';
import { faceProcessesCpuMs, faceProcessesRss } from './face-processes.js';

const RUNS = 5;
const GOAL_MS = 500;
/** As the server's default: two model processes where there are two cores. */
const THREADS = Math.min(2, os.availableParallelism());
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
/** The server's memory with its face model processes'. */
const resident = () => process.memoryUsage().rss + faceProcessesRss();
const ms = (value: number) => `${Math.round(value)} ms`;
const tiny = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
  .png()
  .toBuffer();

// Each load on a tiny picture, so only the load is timed: the face model first, then the OCR.
const beforeModel = resident();
const modelStarted = performance.now();
await (await createFacesProvider({ threads: THREADS }, {})).findFaces(tiny);
const modelMs = performance.now() - modelStarted;
const afterModel = resident();

const ocrStarted = performance.now();
await wordsIn(tiny);
const ocrMs = performance.now() - ocrStarted;
const afterOcr = resident();

// The child's reference, as training keeps it: the solo photos' descriptors and hashes.
const uploaded = await Promise.all(
  [0, 1, 2, 3, 4].map((variant) => soloPhoto({ sample: 1, face: 1, variant })),
);
const referenceFaces = await createFacesProvider({ threads: THREADS }, {});
const found = await Promise.all(uploaded.map((photo) => referenceFaces.findFaces(photo)));
const reference: LikenessReference = {
  descriptors: found.flatMap((photo) => (photo.descriptor ? [photo.descriptor] : [])),
  hashes: await Promise.all(uploaded.map(pictureHash)),
};
// Five photos at once start the second model process, as a training's photo check does.
const afterReference = resident();

const pages = [
  {
    name: 'drawing of the child',
    picture: await pageShowing(await soloPhoto({ sample: 1, face: 1, variant: 7 })),
  },
  {
    name: 'landscape, no face',
    picture: await sharp(await faceFreePhoto('landscape'))
      .resize(1024, 1024, { fit: 'cover' })
      .png()
      .toBuffer(),
  },
];

interface Run {
  ms: number;
  cpuMs: number;
  verdict: PictureVerdict;
}

async function judged(picture: Buffer): Promise<Run> {
  // A fresh provider each run: it remembers the faces of the last pictures it saw.
  const faces = await createFacesProvider({ threads: THREADS }, {});
  const started = performance.now();
  const cpu = process.cpuUsage();
  const faceCpu = faceProcessesCpuMs();
  const verdict = await judgePicture({ picture, reference, faces, readWords: wordsIn });
  const ownCpuMs = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu));
  return {
    ms: performance.now() - started,
    cpuMs: ownCpuMs + faceProcessesCpuMs() - faceCpu,
    verdict,
  };
}

/** Each part of the judge on its own, one after another: where the time goes. */
async function parts(picture: Buffer): Promise<{ faces: number; ocr: number; hash: number }> {
  const faces = await createFacesProvider({ threads: THREADS }, {});
  let started = performance.now();
  await faces.findFaces(picture, { describeEvery: true });
  const facesMs = performance.now() - started;
  started = performance.now();
  await wordsIn(picture);
  const ocrMs = performance.now() - started;
  started = performance.now();
  await pictureHash(picture);
  return { faces: facesMs, ocr: ocrMs, hash: performance.now() - started };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const results = [];
for (const page of pages) {
  const warmUp = await judged(page.picture);
  const runs: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await judged(page.picture));
  const alone = [];
  for (let run = 0; run < RUNS; run += 1) alone.push(await parts(page.picture));
  results.push({ ...page, warmUp, runs, alone });
}

const verdictText = ({ likeness, refused, lettering }: PictureVerdict) =>
  `likeness ${likeness ?? 'not measured'}, refused ${refused ?? 'no'}, ` +
  `lettering ${lettering.length > 0 ? lettering.join(' ') : 'none'}`;

console.log(
  `\nPicture judge (1024 × 1024 PNG pages, reference of ${reference.descriptors.length} ` +
    `photos, ${THREADS} model processes, node ${process.version}, ` +
    `${os.availableParallelism()} cores)`,
);
console.log(
  `  face model load: ${ms(modelMs)}; memory ${megabytes(beforeModel)} before, ` +
    `${megabytes(afterModel)} after`,
);
console.log(
  `  OCR load: ${ms(ocrMs)}; memory ${megabytes(afterModel)} before, ${megabytes(afterOcr)} after`,
);
console.log(
  `  memory ${megabytes(afterReference)} after the reference was built ` +
    `(both model processes loaded)`,
);
for (const { name, picture, warmUp, runs, alone } of results) {
  const walls = runs.map((run) => run.ms);
  const cpus = runs.map((run) => run.cpuMs);
  const wall = median(walls);
  const verdicts = new Set(runs.map((run) => verdictText(run.verdict)));
  console.log(`  ${name} (${Math.round(picture.length / 1024)} KB):`);
  console.log(
    `    detect, describe, read, hash, judge: ${runs.map((run) => ms(run.ms)).join(', ')} ` +
      `(warm-up ${ms(warmUp.ms)})`,
  );
  // On a machine other work shares, the wall time grows; the CPU time it took does not.
  console.log(
    `    CPU time (all threads and processes): ${runs.map((run) => ms(run.cpuMs)).join(', ')}; ` +
      `median ${ms(median(cpus))}, max ${ms(Math.max(...cpus))}`,
  );
  console.log(
    `    verdict: ${[...verdicts].join(' | ')}` +
      (verdicts.size > 1 ? ' (the runs disagreed)' : ''),
  );
  console.log(
    `    each part alone (medians): faces ${ms(median(alone.map((part) => part.faces)))}, ` +
      `OCR ${ms(median(alone.map((part) => part.ocr)))}, ` +
      `hash ${ms(median(alone.map((part) => part.hash)))}`,
  );
  console.log(
    `    median ${ms(wall)}, max ${ms(Math.max(...walls))} ` +
      `(goal: under ${GOAL_MS} ms a page on a 2-core machine): ` +
      `${wall < GOAL_MS ? 'PASS' : 'over'}`,
  );
}
console.log(
  `  load average ${os.loadavg()[0]?.toFixed(1)} over the last minute; memory ` +
    `${megabytes(resident())} at the end (the face model's processes included)`,
);

await stopLettering();
