import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli at quality 4 compresses JSON nearly as well as gzip's best at a fraction of
 * brotli's default (11), which is meant for files compressed once at build time, not for
 * every answer.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Compresses answers on the fly (API JSON, and any text file the build did not compress)
 * when the browser accepts it. Files the build already compressed go out as they are: they
 * carry their own Content-Encoding, which this plugin leaves alone. Must be registered
 * before the static files. Request bodies are not inflated: no client of ours sends them
 * compressed, and inflating would let a small upload grow past the body limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY,
      },
    },
  });
}
