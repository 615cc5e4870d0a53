import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A PDF sent as it is (fastify never serializes a Buffer); documented as binary. */
export const pdfFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'The PDF file' });
/**
 * A `Content-Disposition: attachment` header for a file name a user chose (a story title):
 * an ASCII `filename=` for old clients and the exact name as RFC 5987 `filename*=UTF-8''…`.
 * Quotes, backslashes, control characters (CR and LF among them) and path separators never
 * reach the header as they are, so the name cannot break out of it.
 */
export function attachmentDisposition(fileName: string): string {
  // Path separators, control characters and bidi overrides (which disguise an extension)
  // have no place in a saved file's name; joiners of emoji sequences do.
  const cleaned =
    fileName
      .replace(/[\p{Cc}\p{Zl}\p{Zp}\u200e\u200f\u202a-\u202e\u2066-\u2069/\\]/gu, '_')
      .trim() || 'download';
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["%]/gu, '_');
  const header = `attachment; filename="${ascii}"`;
  if (ascii === cleaned) return header;
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${header}; filename*=UTF-8''${encoded}`;
}

/** Sends a file as a download under `fileName` (never cached by shared caches). */
export function sendAttachment(
  reply: FastifyReply,
  file: { data: Buffer; fileName: string; contentType: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-cache')
    .send(file.data);
}
