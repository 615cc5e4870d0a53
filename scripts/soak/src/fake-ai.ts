// The AI services of the soak: the local protocol servers the tests and the bench use (an
// OpenAI-compatible chat server for the text, a Gemini-compatible one for the pictures),
// answering as slowly as the real services, plus the USD→INR rates service.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeChatCompletions } from '@littlestar/fakes/fake-chat-completions';
import { startFakeGemini } from '@littlestar/fakes/fake-gemini';

export const AI_KEY = 'soak-key';

/** The parent's idea as the app's prompt carries it (the fields the story uses). */
interface StoryIdea {
  child_name?: string;
  problem?: string;
  moral?: string;
  title?: string;
}

/**
 * A story that passes the app's checks for whatever the prompt asks: the page count, the
 * child's name on the first and last pages, and the parent's problem and moral word for word
 * (so their key words are in), in short sentences a young child reads.
 */
export function writeStoryFor(prompt: string) {
  const pageCount = Number(/Exactly (\d+) pages/.exec(prompt)?.[1] ?? 10);
  const ideaJson = /<story_idea>\n([\s\S]*?)\n<\/story_idea>/.exec(prompt)?.[1] ?? '{}';
  const idea = JSON.parse(ideaJson) as StoryIdea;
  const name = idea.child_name || 'Maya';
  const pages = Array.from({ length: pageCount }, (_, index) => {
    let text = `${name} walks on and looks. The sun is up, step ${index + 1}.`;
    if (index === 1 && idea.problem) text = `Oh no. ${idea.problem}.`;
    if (index === pageCount - 2 && idea.moral) text = `${name} knows it now. ${idea.moral}.`;
    if (index === 0) text = `${name} sets off today. It is a fine day.`;
    if (index === pageCount - 1) text = `${name} is home at last. What a day!`;
    return { text, brief: `${name} on a sunny path, smiling, page ${index + 1}.` };
  });
  return {
    title: idea.title || `${name} and the Big Day`,
    cover: { brief: `${name} standing in a sunny meadow, beaming.` },
    pages,
  };
}

/** The text of the first user message of a chat request (a string, or text parts). */
const userText = (body: Record<string, unknown>): string => {
  const messages = Array.isArray(body.messages)
    ? (body.messages as { role?: string; content?: unknown }[])
    : [];
  const first = messages.find((message) => message.role === 'user');
  const content = first?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content)
    ? (content as { text?: string }[]).map((part) => part.text ?? '').join('\n')
    : '';
};

/** Starts the three servers on 127.0.0.1; `env` points the app at them. */
export async function startFakeAi({ textMs, pictureMs }: { textMs: number; pictureMs: number }) {
  const text = await startFakeChatCompletions({ apiKey: AI_KEY });
  text.answerWith((request) => ({
    content: JSON.stringify(writeStoryFor(userText(request.body))),
  }));
  text.delayAnswers(textMs);
  const pictures = await startFakeGemini({ apiKey: AI_KEY });
  pictures.delayAnswers(pictureMs);
  const rates = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ result: 'success', rates: { INR: 83.2 } }));
  });
  await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      STORY_TEXT: 'openai',
      STORY_TEXT_BASE_URL: text.baseUrl,
      STORY_TEXT_MODEL: 'soak-writer',
      STORY_TEXT_API_KEY: AI_KEY,
      STORY_IMAGES: 'gemini',
      STORY_IMAGES_BASE_URL: pictures.baseUrl,
      STORY_IMAGES_MODEL: 'gemini-2.5-flash-image',
      STORY_IMAGES_API_KEY: AI_KEY,
      EXCHANGE_RATE_URL: `http://127.0.0.1:${(rates.address() as AddressInfo).port}/v6/latest/USD`,
    },
    /** Requests answered so far: story texts and pictures (character sheets included). */
    counts: () => ({ texts: text.requests.length, pictures: pictures.requests.length }),
    async close() {
      rates.closeAllConnections();
      await Promise.all([
        text.close(),
        pictures.close(),
        new Promise((resolve) => rates.close(resolve)),
      ]);
    },
  };
}

export type FakeAi = Awaited<ReturnType<typeof startFakeAi>>;
