import { digestOf, startFakeImageServer } from './fake-pictures.js';

/**
 * A local server speaking OpenAI's Images API as the image provider uses it:
 * `POST /v1/images/edits` (multipart, the references as `image` or `image[]` files) and
 * `POST /v1/images/generations` (JSON), answered with `b64_json` pictures and usage — or,
 * refused, with the 400 `moderation_blocked` error OpenAI's moderation sends.
 */
export async function startFakeOpenAiImages(options: { apiKey: string }) {
  const fake = await startFakeImageServer(async ({ request, raw, record, reply, picture }) => {
    const error = (status: number, message: string, code: string | null = null) =>
      reply(status, { error: { message, type: 'invalid_request_error', param: null, code } });
    const url = request.url ?? '';
    if (
      request.method !== 'POST' ||
      !['/v1/images/edits', '/v1/images/generations'].includes(url)
    ) {
      return error(404, `Unknown request URL: ${request.method} ${url}`);
    }
    if (request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return error(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const fields: Record<string, unknown> = {};
    const images: string[] = [];
    const imageFields: string[] = [];
    const imageDigests: string[] = [];
    if (url === '/v1/images/edits') {
      const type = request.headers['content-type'] ?? '';
      if (!type.startsWith('multipart/form-data'))
        return error(400, 'Expected multipart/form-data.');
      const form = await new Request('http://fake/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: raw,
      }).formData();
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') fields[name] = value;
        else {
          images.push(value.type);
          imageFields.push(name);
          imageDigests.push(digestOf(new Uint8Array(await value.arrayBuffer())));
        }
      }
      if (images.length === 0) return error(400, "Missing required parameter: 'image'.");
    } else {
      Object.assign(fields, JSON.parse(raw.toString('utf8')) as Record<string, unknown>);
    }
    const answer = record({
      url,
      headers: request.headers,
      fields,
      images,
      imageFields,
      imageDigests,
    });
    if (answer === 'refuse') {
      return reply(400, {
        error: {
          message: 'Your request was rejected by the safety system.',
          type: 'image_generation_user_error',
          param: null,
          code: 'moderation_blocked',
        },
      });
    }
    if (answer !== 'picture') return reply(answer.status, answer.body, answer.headers);
    reply(200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: picture.toString('base64') }],
      usage: {
        input_tokens: 350,
        output_tokens: 1056,
        total_tokens: 1406,
        input_tokens_details: { image_tokens: images.length * 65, text_tokens: 285 },
      },
    });
  });
  return { ...fake, baseUrl: `${fake.origin}/v1` };
}
