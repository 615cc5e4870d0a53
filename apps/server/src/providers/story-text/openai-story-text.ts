import { createOpenAI } from '@ai-sdk/openai';
import type { Logger } from 'pino';
import { createLanguageModelStoryText } from './language-model-story-text.js';
import type { LanguageModelSettings, StoryTextProvider } from './story-text-provider.js';

/**
 * Any server that speaks OpenAI's Chat Completions API (OpenAI, Ollama, vLLM, llama.cpp
 * server, OpenRouter…). The base URL includes the version path, as the OpenAI SDK takes it.
 */
export function createOpenAiStoryText(
  settings: LanguageModelSettings,
  log?: Logger,
): StoryTextProvider {
  const openai = createOpenAI({
    // A local server may need no key; the SDK would otherwise read OPENAI_API_KEY itself.
    apiKey: settings.apiKey ?? 'no-key',
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    name: 'story-text.openai',
  });
  return createLanguageModelStoryText({
    kind: 'openai',
    modelId: settings.model,
    model: openai.chat(settings.model),
    // The shared schema carries length limits that OpenAI's strict mode refuses; every
    // answer is validated and checked here anyway.
    providerOptions: { openai: { strictJsonSchema: false } },
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(log ? { log } : {}),
  });
}
