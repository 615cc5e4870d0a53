import { createRequire } from 'node:module';
import path from 'node:path';
import type * as FaceApi from '@vladmandic/face-api';
import type { FacePoint, FoundFace, PhotoFaces } from './faces-provider.js';

const require = createRequire(import.meta.url);

/** Below this confidence a "face" is as likely a pattern on a sofa. */
const MIN_SCORE = 0.5;
const MAX_FACES = 20;
/** Faces described when every face is asked for: the largest few (a picture's cast). */
const MAX_DESCRIBED = 6;
type FaceApiModule = typeof FaceApi;

let model: Promise<FaceApiModule> | undefined;

/**
 * TensorFlow.js on its WebAssembly backend (SIMD), with the weights that ship inside
 * `@vladmandic/face-api`: nothing is fetched, nothing native is built. Loaded once, in the
 * face worker thread of the process.
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

/** A photo decoded for the detector: RGB pixels of a copy, and the photo's own size. */
export interface DecodedPhoto {
  pixels: Uint8Array;
  /** The copy's size. */
  width: number;
  height: number;
  /** The photo's size, which the answer's coordinates are in. */
  photoWidth: number;
  photoHeight: number;
}

/**
 * Finds, marks and describes the faces of one decoded photo: a solo face as the photo's
 * descriptor, and with `describeEvery` each of the largest few faces on its own.
 */
export async function findFacesInPixels(
  photo: DecodedPhoto,
  describeEvery = false,
): Promise<PhotoFaces> {
  const faceapi = await loadModel();
  const { photoWidth: width, photoHeight: height } = photo;
  const scale = width / photo.width;
  const image = faceapi.tf.tensor3d(photo.pixels, [photo.height, photo.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(
        image,
        new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: MAX_FACES }),
      )
      .withFaceLandmarks();
    const describe = async (landmarks: (typeof found)[number]['landmarks']) => {
      const [aligned] = await faceapi.extractFaceTensors(image, [
        landmarks.align(null, { useDlibAlignment: true }),
      ]);
      if (!aligned) return undefined;
      try {
        const described = await faceapi.nets.faceRecognitionNet.computeFaceDescriptor(aligned);
        return Array.from(Array.isArray(described) ? (described[0] ?? []) : described);
      } finally {
        aligned.dispose();
      }
    };
    const largest = [...found].sort((a, b) => b.detection.box.area - a.detection.box.area);
    const described = describeEvery
      ? await Promise.all(largest.slice(0, MAX_DESCRIBED).map((face) => describe(face.landmarks)))
      : [];
    const [only] = found;
    const descriptor =
      only && found.length === 1
        ? (described[0] ?? (await describe(only.landmarks)) ?? null)
        : null;
    const faces: FoundFace[] = largest.map((result, index) => {
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
        ...(described[index] ? { descriptor: described[index] } : {}),
      };
    });
    return { width, height, faces, descriptor } satisfies PhotoFaces;
  } finally {
    image.dispose();
  }
}
