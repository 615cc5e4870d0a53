import OpenAI from 'openai';
import type { Logger } from 'pino';
import { checkWordList } from './offline-moderation.js';
import type {
  ModerationItem,
  ModerationProvider,
  ModerationVerdict,
  OpenAiModerationSettings,
} from './moderation-provider.js';

/** The moderation endpoint takes many inputs per call; a story's pages fit well inside this. */
const MAX_INPUTS_PER_CALL = 32;

/**
 * MODERATION=openai: OpenAI's moderation endpoint (omni-moderation) through the official
 * client, after the free word list. The texts go to the endpoint and nowhere else: only
 * labels, flagged categories and timings reach the log.
 */
export function createOpenAiModeration(
  settings: OpenAiModerationSettings,
  log?: Logger,
): ModerationProvider {
  const client = new OpenAI({
    // A local server may want no key; the client insists on one being set.
    apiKey: settings.apiKey ?? 'no-key',
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
    timeout: settings.timeoutMs ?? 30_000,
    maxRetries: 2,
  });

  const check = async <Label extends string>(
    items: ModerationItem<Label>[],
    what: string,
  ): Promise<ModerationVerdict<Label>> => {
    const listed = checkWordList(items);
    if (listed.flagged) return listed;
    const texts = items.filter((item) => item.text.trim().length > 0);
    const labels = new Set<Label>();
    const reasons = new Set<string>();
    for (let start = 0; start < texts.length; start += MAX_INPUTS_PER_CALL) {
      const batch = texts.slice(start, start + MAX_INPUTS_PER_CALL);
      const response = await client.moderations.create({
        model: settings.model,
        input: batch.map((item) => item.text),
      });
      response.results.forEach((result, index) => {
        const item = batch[index];
        if (!result.flagged || !item) return;
        labels.add(item.label);
        for (const [category, isFlagged] of Object.entries(result.categories)) {
          if (isFlagged) reasons.add(category);
        }
      });
    }
    log?.info(
      {
        provider: 'openai',
        model: settings.model,
        what,
        inputs: texts.length,
        flagged: labels.size,
      },
      'moderation call',
    );
    if (labels.size === 0) return { flagged: false };
    return { flagged: true, labels: [...labels], reasons: [...reasons] };
  };

  return {
    kind: 'openai',
    checkStoryIdea: (items) => check(items, 'story idea'),
    checkFinishedStory: (items) => check(items, 'finished story'),
  };
}
