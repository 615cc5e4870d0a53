import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePicture } from '@littlestar/fakes/fake-pictures';
import { readSafePicture, toSafePicture, UnsafePictureError } from './safe-picture.js';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
    '<script>alert(document.cookie)</script><rect width="64" height="64" fill="red"/></svg>',
);

const jpegWithExif = () =>
  sharp({ create: { width: 48, height: 32, channels: 3, background: '#36c' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Parent Name', ImageDescription: 'home address here' } })
    .toBuffer();

describe('a picture from a provider', () => {
  it('is kept as PNG when it is a PNG, encoded again', async () => {
    const picture = await toSafePicture(await fakePicture(), { from: 'test' });
    expect(picture.contentType).toBe('image/png');
    expect((await sharp(picture.data).metadata()).format).toBe('png');
  });

  it('is refused when it is an SVG, whatever it was declared as', async () => {
    await expect(toSafePicture(SVG, { from: 'test' })).rejects.toThrow(
      /type svg; only PNG, JPEG and WebP/,
    );
  });

  it('is refused when it is no picture at all, or too large', async () => {
    await expect(toSafePicture(Buffer.from('<html>hi</html>'), { from: 'test' })).rejects.toThrow(
      UnsafePictureError,
    );
    await expect(
      toSafePicture(await fakePicture(), { from: 'test', maxBytes: 100 }),
    ).rejects.toThrow(/over the 100 allowed/);
  });

  it('loses its EXIF (and the rest of its metadata) but stays a JPEG', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const picture = await toSafePicture(original, { from: 'test' });
    expect(picture.contentType).toBe('image/jpeg');
    const metadata = await sharp(picture.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(48);
    expect(picture.data.includes(Buffer.from('home address'))).toBe(false);
  });

  it('becomes PNG when it is a WebP', async () => {
    const webp = await sharp(await fakePicture())
      .webp()
      .toBuffer();
    expect((await toSafePicture(webp, { from: 'test' })).contentType).toBe('image/png');
  });
});

describe('a downloaded picture', () => {
  let server: http.Server;
  let origin = '';
  let png: Buffer;
  /** How many bytes of the endless answer were sent before the reader hung up. */
  let endlessSent = 0;
  beforeAll(async () => {
    png = await fakePicture();
    server = http.createServer((request, response) => {
      if (request.url === '/svg-as-png') {
        response.writeHead(200, { 'content-type': 'image/png' });
        return response.end(SVG);
      }
      if (request.url === '/declared-huge') {
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': '999999999' });
        return response.end(png);
      }
      if (request.url === '/endless') {
        // No Content-Length: chunk after chunk, until the reader stops.
        response.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(64 * 1024, 1);
        const write = () => {
          while (endlessSent < 50 * 1024 * 1024) {
            endlessSent += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', write);
          }
          response.end();
        };
        return write();
      }
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('is kept when it is a real picture', async () => {
    const picture = await readSafePicture(await fetch(`${origin}/fine`), { from: 'test' });
    expect(picture.contentType).toBe('image/png');
  });

  it('is refused when it is an SVG served as image/png', async () => {
    await expect(
      readSafePicture(await fetch(`${origin}/svg-as-png`), { from: 'test' }),
    ).rejects.toThrow(/type svg/);
  });

  it('is refused unread when it declares more bytes than allowed', async () => {
    await expect(
      readSafePicture(await fetch(`${origin}/declared-huge`), { from: 'test' }),
    ).rejects.toThrow(/over the 20971520 bytes allowed/);
  });

  it('stops being read past the cap when it declares nothing', async () => {
    const maxBytes = 1024 * 1024;
    await expect(
      readSafePicture(await fetch(`${origin}/endless`), { from: 'test', maxBytes }),
    ).rejects.toThrow(/over the 1048576 bytes allowed/);
    // The reader hung up long before the 50 MB the server had to give.
    expect(endlessSent).toBeLessThan(20 * 1024 * 1024);
  });
});
