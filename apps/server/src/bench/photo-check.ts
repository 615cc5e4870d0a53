/**
 * What the photo check costs at the start of a training: 10 photos of 12 megapixels (4000 ×
 * 3000 JPEGs with EXIF and GPS, as a phone takes them) read from their zip, decoded, stripped
 * and resized, each searched for faces as soon as it is clean, its face described, and all
 * judged (`readAndCheckPhotos`, as the training start runs it). Run three times on a loaded model, median printed, with the
 * process's memory before and after the model loads. `npm run bench` in apps/server. The
 * goal: under 4 s on a 2-core machine.
 */
import os from 'node:os';
import sharp from 'sharp';
import { createFacesProvider } from '../providers/faces/index.js';
import { readAndCheckPhotos } from '../modules/children/photo-check.js';
import { soloPhoto } from '../test/face-photos.js';
import { photoZip } from '../test/photos.js';

const PHOTOS = 10;
const RUNS = 3;
/** As the server's default: two model threads where there are two cores. */
const THREADS = Math.min(2, os.availableParallelism());
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const beforeModel = process.memoryUsage().rss;
const loadStarted = performance.now();
// The model loads on the first photo a provider sees: a tiny one, so only the load is timed.
await (
  await createFacesProvider({ threads: THREADS }, {})
).findFaces(
  await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer(),
);
const loadMs = performance.now() - loadStarted;
const afterModel = process.memoryUsage().rss;

const photos = await Promise.all(
  Array.from({ length: PHOTOS }, async (_, variant) =>
    sharp(await soloPhoto({ variant }))
      .resize(4000, 3000, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' } })
      .toBuffer(),
  ),
);
const zip = await photoZip(photos);

const runs: { ms: number; cpuMs: number; usable: number }[] = [];
for (let run = 0; run < RUNS; run += 1) {
  // A fresh provider each run: none of the photos is remembered from the run before.
  const faces = await createFacesProvider({ threads: THREADS }, {});
  const started = performance.now();
  const cpu = process.cpuUsage();
  const { verdicts } = await readAndCheckPhotos({ faces, zip, minimum: 5 });
  runs.push({
    ms: performance.now() - started,
    cpuMs: (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpu)),
    usable: verdicts.filter((verdict) => verdict.usable).length,
  });
}
const totals = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = totals[Math.floor(totals.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

console.log(
  `\nPhoto check (${PHOTOS} photos of 12 MP, ${megabytes(zip.length)} zip, ` +
    `node ${process.version}, ${os.availableParallelism()} cores)`,
);
console.log(
  `  model load: ${ms(loadMs)}; memory ${megabytes(beforeModel)} before, ` +
    `${megabytes(afterModel)} after the model loaded`,
);
console.log(
  `  unzip, decode, strip, resize, detect, describe, judge: ` +
    `${runs.map((run) => ms(run.ms)).join(', ')} (${runs[0]?.usable ?? 0} of ${PHOTOS} usable)`,
);
// On a machine other work shares, the wall time grows; the CPU time it took does not.
console.log(
  `  CPU time (all threads): ${runs.map((run) => ms(run.cpuMs)).join(', ')}; ` +
    `load average ${os.loadavg()[0]?.toFixed(1)} over the last minute`,
);
console.log(
  `  memory ${megabytes(process.memoryUsage().rss)} with both model threads loaded ` +
    `(the first run waited for the second thread's model)`,
);
console.log(
  `  median ${ms(median)} (goal: under 4000 ms), peak memory ` +
    `${megabytes(process.resourceUsage().maxRSS * 1024)}`,
);
