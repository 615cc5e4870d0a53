import { createAnthropic } from '@ai-sdk/anthropic';
import type { Logger } from 'pino';
import { createLanguageModelStoryText } from './language-model-story-text.js';
import type { LanguageModelSettings, StoryTextProvider } from './story-text-provider.js';

/** Anthropic's Messages API; the SDK asks for structured output where the model has it. */
export function createAnthropicStoryText(
  settings: LanguageModelSettings,
  log?: Logger,
): StoryTextProvider {
  const anthropic = createAnthropic({
    apiKey: settings.apiKey ?? '',
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  });
  return createLanguageModelStoryText({
    kind: 'anthropic',
    modelId: settings.model,
    model: anthropic(settings.model),
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(log ? { log } : {}),
  });
}
