import OpenAI from 'openai';
import type { Logger } from 'pino';
import { providerErrorFromSdk } from '../provider-error.js';
import { checkWordList } from './offline-moderation.js';
import { createVerdictCache, type CachedVerdict } from './verdict-cache.js';
import type {
  ModerationItem,
  ModerationOptions,
  ModerationProvider,
  ModerationVerdict,
  OpenAiModerationSettings,
} from './moderation-provider.js';

/** The moderation endpoint takes many inputs per call; a story's pages fit well inside this. */
const MAX_INPUTS_PER_CALL = 32;

/**
 * How long a verdict is remembered: long enough for a parent's next try at the same idea,
 * short enough that a changed policy of the service soon applies to text sent again.
 */
const VERDICT_TTL_MS = 10 * 60 * 1000;
/** A few hundred kilobytes at most: hashes and categories, never the texts. */
const MAX_CACHED_VERDICTS = 5000;

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

  const verdicts = createVerdictCache({
    ttlMs: VERDICT_TTL_MS,
    maxEntries: MAX_CACHED_VERDICTS,
  });

  /** The service's verdict on each text, asking it only about those not seen lately. */
  const verdictsOf = async (
    texts: string[],
  ): Promise<{ known: Map<string, CachedVerdict>; asked: number }> => {
    const known = new Map<string, CachedVerdict>();
    const unknown: string[] = [];
    for (const text of new Set(texts)) {
      const cached = verdicts.get(text);
      if (cached) known.set(text, cached);
      else unknown.push(text);
    }
    for (let start = 0; start < unknown.length; start += MAX_INPUTS_PER_CALL) {
      const batch = unknown.slice(start, start + MAX_INPUTS_PER_CALL);
      const response = await client.moderations
        .create({ model: settings.model, input: batch })
        .catch((error: unknown) => {
          throw providerErrorFromSdk('openai', error);
        });
      batch.forEach((text, index) => {
        const result = response.results[index];
        // An answer without a result for this input says nothing about it: not remembered.
        if (!result) return;
        const verdict = {
          flagged: result.flagged,
          categories: Object.entries(result.categories)
            .filter(([, isFlagged]) => isFlagged)
            .map(([category]) => category),
        };
        verdicts.set(text, verdict);
        known.set(text, verdict);
      });
    }
    return { known, asked: unknown.length };
  };

  const check = async <Label extends string>(
    items: ModerationItem<Label>[],
    what: string,
    options: ModerationOptions = {},
  ): Promise<ModerationVerdict<Label>> => {
    const listed = checkWordList(items);
    if (listed.flagged) return listed;
    const texts = items.filter((item) => item.text.trim().length > 0);
    const { known, asked } = await verdictsOf(texts.map((item) => item.text));
    const labels = new Set<Label>();
    const reasons = new Set<string>();
    for (const item of texts) {
      const verdict = known.get(item.text);
      if (!verdict) throw new Error('the moderation service answered no result for an input');
      if (!verdict.flagged) continue;
      labels.add(item.label);
      for (const category of verdict.categories) reasons.add(category);
    }
    log?.info(
      {
        provider: 'openai',
        model: settings.model,
        what,
        ...(options.language ? { language: options.language } : {}),
        inputs: texts.length,
        // Texts the service was asked about now; the rest were remembered.
        asked,
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
    checkFinishedStory: (items, options) => check(items, 'finished story', options),
  };
}
