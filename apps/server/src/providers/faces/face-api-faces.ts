import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DecodedPhoto } from './face-api-model.js';
import type { FaceJob } from './face-api-worker.js';
import type { FacesProvider, PhotoFaces } from './faces-provider.js';

/**
 * The detector looks at a copy this long on its long side. SSD MobileNet scales its input to
 * 512 × 512 anyway; a smaller copy makes the tensor cheap to build, and a face big enough for
 * a child's likeness stays well over the detector's smallest (about 20 pixels).
 */
const DETECT_LONG_SIDE = 640;
/**
 * The likeness job measures the photos the start checked a moment before (the same bytes, in
 * the embedded single process): the last few results are kept in memory, never written.
 */
const REMEMBERED_PHOTOS = 32;

type Answer = { id: number; faces: PhotoFaces } | { id: number; error: string };

/**
 * One worker thread per process holds the model (loaded there on the first photo). Built
 * code runs `face-api-worker.js` beside this file; tests run the TypeScript sources, so they
 * use the built worker (`npm run build` first, as every server test needs).
 */
function workerFile(): URL {
  const beside = new URL('./face-api-worker.js', import.meta.url);
  return existsSync(fileURLToPath(beside))
    ? beside
    : new URL('../../../dist/providers/faces/face-api-worker.js', import.meta.url);
}

let worker: { thread: Worker; pending: Map<number, (answer: Answer) => void> } | undefined;
let nextId = 0;

function faceWorker() {
  if (worker) return worker;
  const thread = new Worker(workerFile());
  const pending = new Map<number, (answer: Answer) => void>();
  thread.on('message', (answer: Answer) => {
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  });
  const fail = (error: Error) => {
    // A dead worker fails what it held; the next photo starts a new one.
    worker = undefined;
    for (const [id, settle] of pending) settle({ id, error: error.message });
    pending.clear();
  };
  thread.on('error', fail);
  thread.on('exit', (code) => fail(new Error(`the face worker stopped (${code})`)));
  // An idle worker does not keep the process alive, nor hold up its shutdown.
  thread.unref();
  worker = { thread, pending };
  return worker;
}

async function findFaces(photo: Buffer): Promise<PhotoFaces> {
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
  const { thread, pending } = faceWorker();
  const id = (nextId += 1);
  const answer = await new Promise<Answer>((resolve) => {
    pending.set(id, resolve);
    thread.ref();
    thread.postMessage({ id, photo: decoded } satisfies FaceJob);
  });
  if (pending.size === 0) thread.unref();
  if ('error' in answer) throw new Error(`face check failed: ${answer.error}`);
  return answer.faces;
}

/**
 * SSD MobileNet v1 + 68 landmarks + the ResNet-34 recogniser of face-api, on CPU, in a worker
 * thread: the photo is decoded here (libvips has threads of its own), the model runs there.
 */
export function createFaceApiFaces(): FacesProvider {
  const remembered = new Map<string, Promise<PhotoFaces>>();
  return {
    findFaces(photo) {
      const key = createHash('sha256').update(photo).digest('base64url');
      const known = remembered.get(key);
      if (known) return known;
      const found = findFaces(photo);
      remembered.set(key, found);
      if (remembered.size > REMEMBERED_PHOTOS) {
        remembered.delete(remembered.keys().next().value ?? '');
      }
      found.catch(() => remembered.delete(key));
      return found;
    },
  };
}
