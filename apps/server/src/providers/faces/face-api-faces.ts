import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import type { FacePoint, FacesProvider, FoundFace, PhotoFaces } from './faces-provider.js';

const require = createRequire(import.meta.url);

/**
 * The detector looks at a copy this long on its long side. SSD MobileNet scales its input to
 * 512 × 512 anyway; a smaller copy makes the tensor cheap to build, and a face big enough for
 * a child's likeness stays well over the detector's smallest (about 20 pixels).
 */
const DETECT_LONG_SIDE = 640;
/** Below this confidence a "face" is as likely a pattern on a sofa. */
const MIN_SCORE = 0.5;
const MAX_FACES = 20;
/**
 * The likeness job measures the photos the start checked a moment before (the same bytes, in
 * the embedded single process): the last few results are kept in memory, never written.
 */
const REMEMBERED_PHOTOS = 32;

type FaceApiModule = typeof FaceApi;

let model: Promise<FaceApiModule> | undefined;

/**
 * TensorFlow.js on its WebAssembly backend (SIMD), with the weights that ship inside
 * `@vladmandic/face-api`: nothing is fetched, nothing native is built. Loaded once per process.
 */
function loadModel(): Promise<FaceApiModule> {
  model ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApiModule;
    const tf = faceapi.tf as unknown as {
      setWasmPaths(prefix: string): void;
      setBackend(name: string): Promise<boolean>;
      ready(): Promise<void>;
      enableProdMode(): void;
    };
    const wasmFile = require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm');
    tf.setWasmPaths(`${path.dirname(wasmFile)}${path.sep}`);
    if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js WASM backend failed');
    await tf.ready();
    tf.enableProdMode();
    const weights = path.join(
      path.dirname(require.resolve('@vladmandic/face-api/package.json')),
      'model',
    );
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(weights);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(weights);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(weights);
    return faceapi;
  })();
  // A failed load is tried again by the next photo, not remembered for ever.
  model.catch(() => {
    model = undefined;
  });
  return model;
}

/** SSD MobileNet v1 + 68 landmarks + the ResNet-34 recogniser of face-api, on CPU. */
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

async function findFaces(photo: Buffer): Promise<PhotoFaces> {
  const faceapi = await loadModel();
  const { default: sharp } = await import('sharp');
  const { data, info } = await sharp(photo)
    .resize(DETECT_LONG_SIDE, DETECT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const original = await sharp(photo).metadata();
  const width = original.width ?? info.width;
  const height = original.height ?? info.height;
  const scale = width / info.width;
  const image = faceapi.tf.tensor3d(data, [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(
        image,
        new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: MAX_FACES }),
      )
      .withFaceLandmarks();
    let descriptor: number[] | null = null;
    const [only] = found;
    if (only && found.length === 1) {
      const [aligned] = await faceapi.extractFaceTensors(image, [
        only.landmarks.align(null, { useDlibAlignment: true }),
      ]);
      if (aligned) {
        try {
          const described = await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(aligned);
          descriptor = Array.from(Array.isArray(described) ? (described[0] ?? []) : described);
        } finally {
          aligned.dispose();
        }
      }
    }
    const faces: FoundFace[] = found
      .map((result) => {
        const box = result.detection.box;
        return {
          box: {
            x: box.x * scale,
            y: box.y * scale,
            width: box.width * scale,
            height: box.height * scale,
          },
          score: result.detection.score,
          landmarks: result.landmarks.positions.map((point): FacePoint => ({
            x: point.x * scale,
            y: point.y * scale,
          })),
        };
      })
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    return { width, height, faces, descriptor } satisfies PhotoFaces;
  } finally {
    image.dispose();
  }
}
