import { performance } from 'node:perf_hooks';
import {
  generateText,
  NoObjectGeneratedError,
  Output,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
} from 'ai';
import type { Logger } from 'pino';
import { storyFailureMessages } from '@littlestar/shared/stories';
import { writtenStorySchema, type WrittenStory } from '@littlestar/shared/story';
import { checkStory, type StoryProblem } from './story-checks.js';
import { buildCorrectionPrompt, buildStoryPrompt } from './story-prompt.js';
import type { StoryTextProvider } from './story-text-provider.js';
import { ProviderError, providerErrorFromSdk } from '../provider-error.js';

/** Answers sent back with their problems before `write` gives up (3 calls in all). */
export const MAX_CORRECTIONS = 2;
/**
 * One call, including the SDK's own retries of 429s and 5xx (which wait as Retry-After
 * says). Three calls stay well inside the default job timeout of 900 s.
 */
export const DEFAULT_CALL_TIMEOUT_MS = 120_000;

export interface LanguageModelStoryTextOptions {
  kind: 'openai' | 'anthropic';
  modelId: string;
  model: LanguageModel;
  timeoutMs?: number;
  /** Retries of a failed HTTP call (429, 5xx) inside one call; the AI SDK's default is 2. */
  maxRetries?: number;
  /** Options for the provider's own API (see the AI SDK's providerOptions). */
  providerOptions?: Parameters<typeof generateText>[0]['providerOptions'];
  log?: Logger;
}

/**
 * A story written by a language model through the AI SDK: structured output against the
 * shared `writtenStorySchema`, then storycraft's checks. A refused answer goes back to the
 * model with the reasons, twice at most; after that `write` throws a `ProviderError` that is
 * not retryable: the same text would be refused again (and paid for again), so the story fails
 * at once. An HTTP error the SDK gave up on is a `ProviderError` too, retryable for a 429 or
 * 5xx and not for another 4xx; no answer or a timeout throws as it is and goes to the job's
 * retries. The reasons' words name
 * the child and quote the parent: they go to the model only, and the logs and the error get
 * their codes.
 */
export function createLanguageModelStoryText(
  options: LanguageModelStoryTextOptions,
): StoryTextProvider {
  const { kind, modelId, model, log } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  return {
    kind,
    async write(request) {
      const { system, prompt } = buildStoryPrompt(request);
      const messages: ModelMessage[] = [{ role: 'user', content: prompt }];
      let problems: StoryProblem[] = [];
      const cost = { calls: 0, inputTokens: 0, outputTokens: 0, started: performance.now() };
      const report = () =>
        request.onUsage?.({
          provider: kind,
          model: modelId,
          calls: cost.calls,
          inputTokens: cost.inputTokens,
          outputTokens: cost.outputTokens,
          pictures: 0,
          seconds: Math.round(performance.now() - cost.started) / 1000,
        });
      for (let call = 1; call <= 1 + MAX_CORRECTIONS; call += 1) {
        const started = performance.now();
        cost.calls = call;
        const answer = await ask({ model, system, messages, timeoutMs, options }).catch(
          (error: unknown) => {
            report();
            throw error;
          },
        );
        cost.inputTokens += answer.usage?.inputTokens ?? 0;
        cost.outputTokens += answer.usage?.outputTokens ?? 0;
        const checked = answer.problem
          ? { ok: false as const, problems: [answer.problem] }
          : checkStory(answer.output, request);
        log?.info(
          {
            provider: kind,
            model: modelId,
            call,
            inputTokens: answer.usage?.inputTokens,
            outputTokens: answer.usage?.outputTokens,
            seconds: Math.round(performance.now() - started) / 1000,
            accepted: checked.ok,
            ...(checked.ok
              ? {}
              : {
                  problems: problemCodes(checked.problems),
                  problemCount: checked.problems.length,
                }),
          },
          'story text call',
        );
        if (checked.ok) {
          report();
          return checked.story;
        }
        problems = checked.problems;
        messages.push(
          { role: 'assistant', content: answer.text || '(no answer)' },
          { role: 'user', content: buildCorrectionPrompt(problems.map(({ text }) => text)) },
        );
      }
      report();
      throw new ProviderError(storyFailureMessages.notWritten, {
        vendor: kind,
        isRetryable: false,
        details: {
          provider: kind,
          model: modelId,
          tries: 1 + MAX_CORRECTIONS,
          problems: problemCodes(problems),
          problemCount: problems.length,
        },
      });
    },
  };
}

interface Answer {
  output?: unknown;
  text: string;
  usage: LanguageModelUsage | undefined;
  /** Why the answer is not a story at all (not JSON); checks explain everything else. */
  problem?: StoryProblem;
}

async function ask(input: {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  timeoutMs: number;
  options: LanguageModelStoryTextOptions;
}): Promise<Answer> {
  try {
    const result = await generateText({
      model: input.model,
      system: input.system,
      messages: input.messages,
      output: Output.object({
        schema: writtenStorySchema,
        name: 'story',
        description: 'A picture book: title, cover brief, and pages of text with picture briefs.',
      }),
      timeout: input.timeoutMs,
      ...(input.options.maxRetries === undefined ? {} : { maxRetries: input.options.maxRetries }),
      ...(input.options.providerOptions ? { providerOptions: input.options.providerOptions } : {}),
    });
    return { output: result.output satisfies WrittenStory, text: result.text, usage: result.usage };
  } catch (error) {
    // Only an answer that does not fit the schema is worth another try in this call; an HTTP
    // error the SDK gave up on, or a timeout, goes to the job, which retries what may pass.
    if (!NoObjectGeneratedError.isInstance(error)) {
      throw providerErrorFromSdk(input.options.kind, error);
    }
    const text = error.text ?? '';
    try {
      // The checks name what is wrong more plainly than the schema's validation error.
      return { output: JSON.parse(text) as unknown, text, usage: error.usage };
    } catch {
      return {
        text,
        usage: error.usage,
        problem: {
          code: 'not_json',
          text: 'The answer was not a JSON object. Answer with only the JSON object asked for.',
        },
      };
    }
  }
}

/** Each kind of problem the checks found, once (a bad page or two is the same mistake). */
function problemCodes(problems: readonly StoryProblem[]): string[] {
  return [...new Set(problems.map(({ code }) => code))];
}
