import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyFailureMessages } from '@littlestar/shared/stories';
import { ageBandFor } from '@littlestar/shared/story';
import { startFakeAnthropic } from '@littlestar/fakes/fake-anthropic';
import {
  startFakeChatCompletions,
  type FakeModelRequest,
} from '@littlestar/fakes/fake-chat-completions';
import { createTestWrittenStory, testStoryInput } from '../../test/written-stories.js';
import { createStoryTextProvider } from './index.js';
import type { StoryTextSettings } from './story-text-settings.js';
import type { StoryTextRequest } from './story-text-provider.js';

const API_KEY = 'sk-test-key';

type Fake = Omit<Awaited<ReturnType<typeof startFakeChatCompletions>>, 'delayAnswers'>;

const servers: Record<'openai' | 'anthropic', Fake | undefined> = {
  openai: undefined,
  anthropic: undefined,
};
beforeAll(async () => {
  servers.openai = await startFakeChatCompletions({ apiKey: API_KEY });
  servers.anthropic = await startFakeAnthropic({ apiKey: API_KEY });
});
afterAll(async () => {
  await servers.openai?.close();
  await servers.anthropic?.close();
});

const band = ageBandFor(6);
const request: StoryTextRequest = {
  child: {
    name: 'Maya',
    age: 6,
    pronouns: 'she/her',
    likeness: {} as StoryTextRequest['child']['likeness'],
  },
  story: { ...testStoryInput },
  pageCount: band.pageCount,
  maxReadingGrade: band.maxReadingGrade,
  seed: 'seed',
};

const good = JSON.stringify(createTestWrittenStory());
/** Everything the model was sent in one request's conversation. */
const conversation = (sent: FakeModelRequest | undefined) => JSON.stringify(sent?.body.messages);

describe.each([
  { kind: 'openai' as const, model: 'llama3.1' },
  { kind: 'anthropic' as const, model: 'claude-sonnet-4-5' },
])('the $kind story writer, through its real client', ({ kind, model }) => {
  const fake = () => servers[kind] as Fake;
  const writer = async (overrides: Partial<StoryTextSettings> = {}) => {
    const logs: Record<string, unknown>[] = [];
    const log = pino(
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          logs.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
          callback();
        },
      }),
    );
    const settings = {
      kind,
      model,
      apiKey: API_KEY,
      baseUrl: fake().baseUrl,
      timeoutMs: 10_000,
      ...overrides,
    } as StoryTextSettings;
    return { provider: await createStoryTextProvider(settings, { log }), logs };
  };

  it('asks for structured output and accepts a good story, logging model, tokens and time', async () => {
    fake().answerWith(() => ({ content: good }));
    const { provider, logs } = await writer();
    const story = await provider.write(request);
    expect(story.pages).toHaveLength(10);
    expect(story.title).toBe('Maya and the Lost Fox Cub');

    const [sent] = fake().requests;
    expect(fake().requests).toHaveLength(1);
    expect(sent?.body.model).toBe(model);
    if (kind === 'openai') {
      expect(sent?.body.response_format).toMatchObject({ type: 'json_schema' });
    } else {
      expect(sent?.body.output_config).toMatchObject({ format: { type: 'json_schema' } });
    }
    expect(conversation(sent)).toContain('who is 6 years old.');
    // The child's name travels as the parent's data, quoted.
    expect(conversation(sent)).toMatch(/child_name\W+Maya/);
    expect(logs).toEqual([
      expect.objectContaining({
        msg: 'story text call',
        provider: kind,
        model,
        accepted: true,
        inputTokens: expect.any(Number) as number,
        outputTokens: expect.any(Number) as number,
        seconds: expect.any(Number) as number,
      }),
    ]);
  });

  it('sends a story that fails a check back with the reason and accepts the corrected one', async () => {
    const answers = [
      JSON.stringify(createTestWrittenStory({ pageCount: 8 })),
      JSON.stringify(createTestWrittenStory({ hardWords: true })),
      good,
    ];
    fake().answerWith((_request, index) => ({ content: answers[index] ?? good }));
    const { provider, logs } = await writer();
    const story = await provider.write(request);
    expect(story.pages).toHaveLength(10);
    // The logs name what was wrong by code; the wording went to the model only.
    expect(logs.map((line) => line.problems)).toEqual([
      ['page_count'],
      expect.arrayContaining(['reading_grade']),
      undefined,
    ]);
    expect(JSON.stringify(logs)).not.toContain('Flesch-Kincaid');
    const [, second, third] = fake().requests;
    expect(fake().requests).toHaveLength(3);
    expect(conversation(second)).toContain('The story has 8 pages; it must have exactly 10.');
    expect(conversation(third)).toMatch(
      /reads at Flesch-Kincaid grade \d+\.\d; it must be at most 4/,
    );
  });

  it('gives up with an error after two corrections of an answer that is never a story', async () => {
    fake().answerWith(() => ({ content: 'I am a teapot, not a story.' }));
    const { provider } = await writer();
    const failure = provider.write(request);
    await expect(failure).rejects.toThrow(storyFailureMessages.notWritten);
    // Not retryable: the same prompt would be refused again, and paid for again.
    await expect(failure).rejects.toMatchObject({
      vendor: kind,
      isRetryable: false,
      details: { provider: kind, model, tries: 3, problems: ['not_json'], problemCount: 1 },
    });
    expect(fake().requests).toHaveLength(3);
  });

  it('waits as long as a 429 says in Retry-After, then carries on', async () => {
    const limited =
      kind === 'openai'
        ? {
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          }
        : { type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } };
    fake().answerWith((_request, index) =>
      index === 0
        ? { status: 429, headers: { 'retry-after': '3' }, body: limited }
        : { content: good },
    );
    const { provider } = await writer();
    const started = Date.now();
    const story = await provider.write(request);
    // The SDK's own backoff would have waited 2 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(story.pages).toHaveLength(10);
    expect(fake().requests).toHaveLength(2);
  });
});

describe('the anthropic writer with an older model', () => {
  it('gets the story through a forced tool when the model has no structured output', async () => {
    const fake = servers.anthropic as Fake;
    fake.answerWith(() => ({ content: good }));
    const provider = await createStoryTextProvider(
      {
        kind: 'anthropic',
        model: 'claude-3-haiku-20240307',
        apiKey: API_KEY,
        baseUrl: fake.baseUrl,
      },
      {},
    );
    expect((await provider.write(request)).pages).toHaveLength(10);
    expect(fake.requests[0]?.body.tool_choice).toMatchObject({ type: 'any' });
  });
});
