import { Transform } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@littlestar/shared/errors';
import { UPLOAD_LIMITS } from '@littlestar/shared/photos';
import { AppError } from '../../errors.js';
import type { LocalStorage } from '../../providers/storage/local-storage.js';

/** A signed upload is at most the biggest zip of photos the server accepts. */
export const MAX_UPLOAD_BYTES = UPLOAD_LIMITS.maxZipBytes;

const signedQuerySchema = z.object({
  op: z.enum(['get', 'put']),
  expires: z.string().regex(/^\d+$/, 'must be a number'),
  sig: z.string().min(1).max(128),
  type: z.string().max(200).optional(),
  name: z.string().max(200).optional(),
});

const keyParamsSchema = z.object({ '*': z.string().min(1).max(512) });

/**
 * The local storage's signed URLs: what S3 presigned URLs are in production. No session is
 * needed; the signature is the permission, and it expires.
 */
export const localFileRoutes: FastifyPluginAsyncZod<{
  storage: LocalStorage;
  /**
   * Whether a signed upload to `key` is still wanted: a signature alone would let any link
   * ever made write its key again (a child's earlier upload, long replaced).
   */
  acceptsUpload: (key: string) => Promise<boolean>;
}> = async (app, { storage, acceptsUpload }) => {
  // Uploads arrive as raw bytes of any type and are streamed to disk, never buffered whole.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { bodyLimit: MAX_UPLOAD_BYTES }, (_request, payload, done) => {
    done(null, payload);
  });

  const authorize = (
    key: string,
    operation: 'get' | 'put',
    query: z.infer<typeof signedQuerySchema>,
  ) => {
    if (query.op !== operation)
      throw new AppError('forbidden', 'This link does not allow that operation.');
    const problem = storage.verifySignature({
      key,
      operation,
      expires: query.expires,
      signature: query.sig,
      contentType: query.type,
      downloadName: query.name,
    });
    if (problem) throw new AppError('forbidden', problem);
    try {
      storage.pathOf(key);
    } catch {
      throw new AppError('invalid', 'The file key is not valid.');
    }
  };

  app.get(
    '/api/files/*',
    {
      schema: {
        hide: true,
        params: keyParamsSchema,
        querystring: signedQuerySchema,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      authorize(key, 'get', request.query);
      const body = await storage.get(key);
      if (!body) throw new AppError('not_found', 'No such file.');
      if (request.query.name) {
        const safeName = request.query.name.replace(/[^\w.-]/g, '_');
        void reply.header('content-disposition', `attachment; filename="${safeName}"`);
      }
      return reply
        .header('content-type', request.query.type ?? guessContentType(key))
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    },
  );

  app.put(
    '/api/files/*',
    {
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        hide: true,
        params: keyParamsSchema,
        querystring: signedQuerySchema,
        response: { 204: z.null(), 403: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      authorize(key, 'put', request.query);
      if (!(await acceptsUpload(key))) {
        throw new AppError(
          'forbidden',
          'This upload link is no longer valid. Please start the upload again.',
        );
      }
      const sentType = request.headers['content-type']?.split(';')[0]?.trim();
      if (request.query.type && sentType !== request.query.type) {
        throw new AppError('invalid', `Content-Type must be ${request.query.type}.`);
      }
      const stream = request.body as NodeJS.ReadableStream | undefined;
      if (!stream || typeof stream.pipe !== 'function') {
        throw new AppError('invalid', 'The upload has no body.');
      }
      await storage.put(
        key,
        stream.pipe(limitBytes(MAX_UPLOAD_BYTES)),
        sentType ?? 'application/octet-stream',
      );
      return reply.status(204).send(null);
    },
  );
};

/** Fails the stream once more than `max` bytes went through (a lying Content-Length). */
function limitBytes(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max)
        callback(new AppError('too_large', `The upload is larger than ${max} bytes.`));
      else callback(null, chunk);
    },
  });
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

function guessContentType(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
