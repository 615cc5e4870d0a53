import { digestOf, startFakeImageServer } from './fake-pictures.js';

type Part = Record<string, unknown>;

/**
 * A local server speaking the part of Gemini's API that image generation uses:
 * `POST /v1beta/models/{model}:generateContent` with the key in `x-goog-api-key`, reference
 * images as inline parts (camelCase `inlineData` or snake_case `inline_data`), answered with
 * an `inlineData` image part and usage metadata — or, refused, with `finishReason:
 * IMAGE_SAFETY` and no picture, as Gemini's safety filter answers. Each picture is a small PNG
 * of a colour of its own; `delayAnswers` makes them slow, `hold()` keeps them back until
 * `release()` (a browser test's view of a picture being drawn).
 */
export async function startFakeGemini(options: { apiKey: string }) {
  const fake = await startFakeImageServer(async ({ request, raw, record, reply, picture }) => {
    const error = (status: number, message: string, code = 'INVALID_ARGUMENT') =>
      reply(status, { error: { code: status, message, status: code } });
    const route = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !route)
      return error(404, `Unknown URL ${request.url}`, 'NOT_FOUND');
    if (request.headers['x-goog-api-key'] !== options.apiKey) {
      return error(400, 'API key not valid. Please pass a valid API key.');
    }
    const body = JSON.parse(raw.toString('utf8')) as {
      contents?: { parts?: Part[] }[];
      generationConfig?: Record<string, unknown>;
      generation_config?: Record<string, unknown>;
    };
    const parts = body.contents?.flatMap((content) => content.parts ?? []) ?? [];
    const inline = (part: Part) =>
      (part.inlineData ?? part.inline_data) as
        { mimeType?: string; mime_type?: string; data?: string } | undefined;
    const inlineParts = parts.flatMap((part) => {
      const data = inline(part);
      return data ? [data] : [];
    });
    const images = inlineParts.map((data) => data.mimeType ?? data.mime_type ?? '');
    const imageDigests = inlineParts.map((data) =>
      digestOf(Buffer.from(data.data ?? '', 'base64')),
    );
    const config = body.generationConfig ?? body.generation_config ?? {};
    const modalities = (config.responseModalities ?? config.response_modalities) as
      string[] | undefined;
    if (!modalities?.some((modality) => modality.toUpperCase() === 'IMAGE')) {
      return error(400, 'This test server only answers with an image modality.');
    }
    const answer = record({
      url: request.url ?? '',
      headers: request.headers,
      fields: {
        model: route[1],
        ...config,
        text: parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join('\n'),
      },
      images,
      imageFields: [],
      imageDigests,
    });
    const usageMetadata = {
      promptTokenCount: 300,
      candidatesTokenCount: 1290,
      totalTokenCount: 1590,
    };
    if (answer === 'refuse') {
      return reply(200, {
        candidates: [{ finishReason: 'IMAGE_SAFETY', index: 0 }],
        usageMetadata,
        modelVersion: route[1],
      });
    }
    if (answer !== 'picture') return reply(answer.status, answer.body, answer.headers);
    reply(200, {
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ inlineData: { mimeType: 'image/png', data: picture.toString('base64') } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      usageMetadata,
      modelVersion: route[1],
    });
  });
  return { ...fake, baseUrl: `${fake.origin}/v1beta` };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
