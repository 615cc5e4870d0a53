import { describe, expect, it } from 'vitest';
import { scrubbedError, scrubText, serializeError } from './logging.js';

const PHOTO = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 37) % 256)).toString(
  'base64',
);
const PROMPT = 'Draw Maya, age 5, in her yellow raincoat';

/** An error shaped like the AI SDK's APICallError after a failed Gemini call. */
function apiCallError() {
  return Object.assign(new Error('Request contains an invalid argument.'), {
    name: 'AI_APICallError',
    url: 'https://generativelanguage.googleapis.com/v1beta/models/x:generateContent',
    statusCode: 400,
    isRetryable: false,
    requestBodyValues: {
      contents: [
        { parts: [{ text: PROMPT }, { inlineData: { mimeType: 'image/jpeg', data: PHOTO } }] },
      ],
    },
    responseBody: JSON.stringify({ error: { message: PROMPT } }),
    data: { error: { message: PROMPT } },
    request: { body: PROMPT },
    response: { body: PROMPT },
  });
}

describe('serializeError', () => {
  it('drops the request and response of an AI call and keeps what an operator needs', () => {
    const logged = serializeError(apiCallError());
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PROMPT);
    expect(text).not.toContain(PHOTO.slice(100, 180));
    for (const key of ['requestBodyValues', 'responseBody', 'request', 'response', 'data']) {
      expect(logged).not.toHaveProperty(key);
    }
    expect(logged).toMatchObject({
      message: 'Request contains an invalid argument.',
      statusCode: 400,
      name: 'AI_APICallError',
    });
  });

  it('cleans nested errors six levels down and replaces what is deeper', () => {
    const deep = {
      a: { b: { c: { d: { e: { f: { g: { photo: PHOTO } } } } } } },
      one: { two: { three: { four: { photo: `data:image/jpeg;base64,${PHOTO}` } } } },
    };
    const error = Object.assign(new Error('outer'), { deep });
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/[A-Za-z0-9+/]{200,}/);
    // Past the old limit of four levels a value is still cleaned, and past six it is dropped.
    expect(logged).toMatchObject({ deep: { a: { b: { c: { d: { e: '[object]' } } } } } });
    expect(text).toContain(`[base64 ${Buffer.from(PHOTO, 'base64').length} bytes]`);
  });

  it('cleans the same fields inside a cause and an array of errors (a RetryError)', () => {
    const retry = Object.assign(new Error('Failed after 3 attempts.'), {
      errors: [apiCallError(), apiCallError()],
      lastError: apiCallError(),
      cause: apiCallError(),
    });
    const text = JSON.stringify(serializeError(retry));
    expect(text).not.toContain(PROMPT);
    expect(text).not.toMatch(/[A-Za-z0-9+/]{200,}/);
    expect(text).toContain('Request contains an invalid argument.');
  });
});

describe('scrubText', () => {
  it('replaces base64 runs and data URIs, keeps ordinary words and paths', () => {
    expect(scrubText(`photo ${PHOTO} end`)).toBe('photo [base64 3000 bytes] end');
    expect(scrubText(`src="data:image/png;base64,${PHOTO.slice(0, 40)}"`)).toBe(
      'src="[base64 30 bytes]"',
    );
    const stack = 'Error: x\n    at draw (/app/src/providers/story-images/gemini.ts:10:3)';
    expect(scrubText(stack)).toBe(stack);
  });

  it('hides e-mail addresses and cuts very long text', () => {
    expect(scrubText('no account for maya.parent@example.com')).toBe('no account for [email]');
    expect(scrubText('word '.repeat(2000)).length).toBeLessThan(4100);
  });
});

describe('scrubbedError', () => {
  it('keeps the message, name, code and status only', () => {
    const source = Object.assign(apiCallError(), { code: 'E_BAD' });
    const thrown = scrubbedError(source);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown.message).toBe('Request contains an invalid argument.');
    expect(thrown.name).toBe('AI_APICallError');
    expect(thrown).toMatchObject({ code: 'E_BAD', statusCode: 400 });
    expect(Object.keys(thrown).sort()).toEqual(['code', 'name', 'statusCode']);
    expect(JSON.stringify({ ...thrown, stack: thrown.stack })).not.toContain(PROMPT);
  });

  it('removes a photo from the message itself', () => {
    expect(scrubbedError(new Error(`bad image ${PHOTO}`)).message).toBe(
      'bad image [base64 3000 bytes]',
    );
  });
});
