import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What each parser complaint means to the client, in the API's own words. */
function describe(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'The request took too long to arrive.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'The request headers are too large.' };
    case 'HPE_INVALID_METHOD':
      return { status: 400, detail: 'The request method is not a valid HTTP method.' };
    case 'HPE_INVALID_URL':
      return { status: 400, detail: 'The address is not a valid URL.' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return { status: 400, detail: 'The request body length is ambiguous or invalid.' };
    case 'HPE_INVALID_CHUNK_SIZE':
      return { status: 400, detail: 'The request body has an invalid chunk size.' };
    default:
      return { status: 400, detail: 'The request is not valid HTTP.' };
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses never reach Fastify's router or error handler; Fastify
 * answers them on the socket with its own body. This answers them as every other error is
 * answered, `{detail, code}`, and logs only the parser's code: the raw packet may hold cookies.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = describe(error.code);
  this.log.debug({ code: error.code, status }, 'malformed HTTP request refused');
  if (socket.writable) {
    const body = JSON.stringify({ detail, code: 'invalid' });
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
