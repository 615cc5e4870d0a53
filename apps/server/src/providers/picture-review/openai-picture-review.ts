import { createOpenAI } from '@ai-sdk/openai';
import { generateText, Output, type ImagePart } from 'ai';
import sharp from 'sharp';
import { providerErrorFromSdk } from '../provider-error.js';
import {
  pictureReviewSchema,
  type OpenAiPictureReviewSettings,
  type PictureReviewProvider,
  type PictureReviewRequest,
} from './picture-review-provider.js';

/**
 * The model sees a copy this long on its long side, as a JPEG: OpenAI's "low detail" reads
 * every image at 512 × 512 for a fixed 85 tokens, enough to tell a child, a hand or a scene
 * (https://platform.openai.com/docs/guides/images-vision#low-or-high-fidelity-image-understanding).
 */
const LONG_SIDE = 512;

const SYSTEM =
  "You check the pictures of a personalised children's picture book before a parent sees " +
  'them. The first image is the reference sheet of the child the book is about (when there ' +
  'is one); the last image is the page to check. Answer each question about the page ' +
  'honestly and strictly: a young child will look at it. Text is printed beside the picture, ' +
  'so the picture itself should carry no words.';

async function imagePart(image: { data: Buffer }): Promise<ImagePart> {
  const copy = await sharp(image.data)
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return {
    type: 'image',
    image: copy,
    mediaType: 'image/jpeg',
    providerOptions: { openai: { imageDetail: 'low' } },
  };
}

/**
 * PICTURE_JUDGE=openai: a vision model behind any server that speaks OpenAI's Chat
 * Completions API, answering the review's JSON schema (structured outputs). One call a
 * picture; the SDK retries a failed call twice, and the caller keeps a picture unreviewed when
 * it still fails.
 */
export function createOpenAiPictureReview(
  settings: OpenAiPictureReviewSettings,
): PictureReviewProvider {
  const openai = createOpenAI({
    // A local server may need no key; the SDK would otherwise read OPENAI_API_KEY itself.
    apiKey: settings.apiKey ?? 'no-key',
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    name: 'picture-judge.openai',
  });
  return {
    kind: 'openai',
    async review(request: PictureReviewRequest) {
      const started = Date.now();
      const images = await Promise.all(
        [request.reference, request.picture].flatMap((image) => (image ? [imagePart(image)] : [])),
      );
      const result = await generateText({
        model: openai.chat(settings.model),
        system: SYSTEM,
        messages: [
          {
            role: 'user',
            content: [
              ...images,
              { type: 'text', text: `The words printed with this page: ${request.text}` },
            ],
          },
        ],
        output: Output.object({
          schema: pictureReviewSchema,
          name: 'picture_review',
          description: "A check of one picture of a children's picture book.",
        }),
        timeout: settings.timeoutMs,
        // The schema's length limit is one OpenAI's strict mode refuses; the answer is
        // validated here anyway.
        providerOptions: { openai: { strictJsonSchema: false } },
      }).catch((error: unknown) => {
        throw providerErrorFromSdk('openai', error);
      });
      request.onUsage?.({
        provider: 'openai',
        model: settings.model,
        calls: 1,
        inputTokens: result.usage.inputTokens,
        outputTokens: result.usage.outputTokens,
        pictures: 0,
        seconds: (Date.now() - started) / 1000,
      });
      return result.output;
    },
  };
}
