import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DecodedPhoto } from './face-api-model.js';
import type { FaceJob } from './face-api-worker.js';
import type { FacesProvider, PhotoFaces } from './faces-provider.js';

/**
 * The detector looks at a copy this long on its long side. SSD MobileNet pads its input to a
 * square and scales it to 512 × 512, so a longer copy shows it nothing more, and scaling one
 * down inside TensorFlow.js costs more than the detection (measured: 10 photos took 7.8 CPU
 * seconds from a 640-pixel copy, 5.8 from this one). A face big enough for a child's likeness
 * stays well over the detector's smallest (about 20 pixels).
 */
const DETECT_LONG_SIDE = 512;
/**
 * The likeness job measures the photos the start checked a moment before (the same bytes, in
 * the embedded single process): the last few results are kept in memory, never written.
 */
const REMEMBERED_PHOTOS = 32;

type Answer = { id: number; faces: PhotoFaces } | { id: number; error: string };

/**
 * How many model processes the server may run (`FACE_CHECK_THREADS`; two where there are two
 * cores): the detector takes about half a second a photo on one core, so ten photos take five
 * seconds on one process and under three on two. A process is started when a photo waits
 * while the others are busy, and stopped after this long without work: each holds about
 * 260 MB with its model, and loading it again costs 1–4 s, once a training or a book.
 *
 * Child processes, not worker threads: a thread's memory is the server's, and what the model
 * and its decoded photos took stayed resident after the thread stopped (glibc keeps freed
 * memory in its arenas); a process that exits gives every byte back.
 */
let maxThreads = 1;
/** FACE_CHECK_IDLE_SECONDS. */
let threadIdleMs = 60_000;

/**
 * Built code runs `face-api-worker.js` beside this file; tests run the TypeScript sources, so
 * they use the built worker (`npm run build` first, as every server test needs).
 */
function workerFile(): URL {
  const beside = new URL('./face-api-worker.js', import.meta.url);
  return existsSync(fileURLToPath(beside))
    ? beside
    : new URL('../../../dist/providers/faces/face-api-worker.js', import.meta.url);
}

interface Job {
  id: number;
  photo: DecodedPhoto;
  describeEvery: boolean;
  settle: (answer: Answer) => void;
}

interface FaceThread {
  thread: ChildProcess;
  /** The photo it is looking at (one at a time: the model's tensors are large). */
  current?: Job;
  idleTimer?: NodeJS.Timeout;
}

const threads: FaceThread[] = [];
const waiting: Job[] = [];
let nextId = 0;

function startThread(): FaceThread {
  const face: FaceThread = {
    // Built JavaScript, run without the parent's flags (a test runner's loaders); the photo's
    // pixels go as a typed array, which only the advanced serialization carries.
    thread: fork(fileURLToPath(workerFile()), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  };
  face.thread.on('message', (answer: Answer) => {
    const current = face.current;
    face.current = undefined;
    if (current?.id === answer.id) current.settle(answer);
    feed(face);
  });
  const fail = (error: Error) => {
    // A dead thread fails the photo it held; the next photo starts a new one.
    const index = threads.indexOf(face);
    if (index >= 0) threads.splice(index, 1);
    clearTimeout(face.idleTimer);
    face.current?.settle({ id: face.current.id, error: error.message });
    face.current = undefined;
    dispatch();
  };
  face.thread.on('error', fail);
  face.thread.on('exit', (code) => fail(new Error(`the face worker stopped (${code})`)));
  threads.push(face);
  return face;
}

/** Gives a free thread the next waiting photo, or lets it rest for a while, then stops it. */
function feed(face: FaceThread): void {
  clearTimeout(face.idleTimer);
  const next = waiting.shift();
  if (next) {
    face.current = next;
    working(face.thread, true);
    face.thread.send({
      id: next.id,
      photo: next.photo,
      describeEvery: next.describeEvery,
    } satisfies FaceJob);
    return;
  }
  rest(face);
}

/** A model process at work keeps the server running; an idle one does not. */
function working(thread: ChildProcess, isWorking: boolean): void {
  if (isWorking) {
    thread.ref();
    thread.channel?.ref();
  } else {
    thread.unref();
    thread.channel?.unref();
  }
}

/** An idle process does not keep the server alive, and stops after `threadIdleMs`. */
function rest(face: FaceThread): void {
  clearTimeout(face.idleTimer);
  working(face.thread, false);
  face.idleTimer = setTimeout(() => {
    // Out of the pool first: no photo may be handed to a thread on its way out.
    const index = threads.indexOf(face);
    if (index >= 0) threads.splice(index, 1);
    face.thread.kill();
  }, threadIdleMs);
  face.idleTimer.unref();
}

function dispatch(): void {
  while (waiting.length > 0) {
    const free = threads.find((face) => !face.current);
    if (free) feed(free);
    else if (threads.length < maxThreads) feed(startThread());
    else return;
  }
}

/** The model processes this server runs now (each holding its model): for tests and benches. */
export const faceThreadsRunning = () => threads.length;

/** Their process ids, for a bench to read their memory. */
export const faceProcessIds = () => threads.flatMap((face) => face.thread.pid ?? []);

async function findFaces(photo: Buffer, describeEvery: boolean): Promise<PhotoFaces> {
  const { default: sharp } = await import('sharp');
  const image = sharp(photo);
  const { width: photoWidth = 0, height: photoHeight = 0 } = await image.metadata();
  const { data, info } = await image
    .resize(DETECT_LONG_SIDE, DETECT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded: DecodedPhoto = {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
    photoWidth: photoWidth || info.width,
    photoHeight: photoHeight || info.height,
  };
  const answer = await new Promise<Answer>((settle) => {
    waiting.push({ id: (nextId += 1), photo: decoded, describeEvery, settle });
    dispatch();
  });
  if ('error' in answer) throw new Error(`face check failed: ${answer.error}`);
  return answer.faces;
}

/**
 * SSD MobileNet v1 + 68 landmarks + the ResNet-34 recogniser of face-api, on CPU, in child
 * processes: the photo is decoded here (libvips has threads of its own), the model runs there.
 */
export function createFaceApiFaces(options: {
  threads: number;
  idleSeconds?: number;
}): FacesProvider {
  // The processes are the server's, shared by every provider in it: the last setting counts.
  maxThreads = Math.max(1, options.threads);
  threadIdleMs = (options.idleSeconds ?? 60) * 1000;
  for (const face of threads) if (!face.current) rest(face);
  const remembered = new Map<string, Promise<PhotoFaces>>();
  return {
    findFaces(photo, options = {}) {
      const describeEvery = options.describeEvery ?? false;
      const key = `${describeEvery ? 'every:' : ''}${createHash('sha256').update(photo).digest('base64url')}`;
      const known = remembered.get(key);
      if (known) return known;
      const found = findFaces(photo, describeEvery);
      remembered.set(key, found);
      if (remembered.size > REMEMBERED_PHOTOS) {
        remembered.delete(remembered.keys().next().value ?? '');
      }
      found.catch(() => remembered.delete(key));
      return found;
    },
  };
}
