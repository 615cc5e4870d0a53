import type { StoryLanguage } from '@littlestar/shared/languages';

/**
 * What a check knows of the text beside its words. The story's language reaches the service's
 * log (omni-moderation reads Hindi itself and takes no language parameter); the word list is
 * English and still runs on a Hindi book's English picture briefs.
 */
export interface ModerationOptions {
  language?: StoryLanguage;
}

/** One piece of text to check, with the label a refusal names it by. */
export interface ModerationItem<Label extends string = string> {
  label: Label;
  text: string;
}

/** Which items a check refused (in the order given), and why, for the operator's log. */
export type ModerationVerdict<Label extends string = string> =
  { flagged: false } | { flagged: true; labels: Label[]; reasons: string[] };

/**
 * Checks text a child's book would carry: the parent's story idea before anything is
 * charged, and the finished story before it is complete. Throws when the check itself could
 * not run (an outage): the caller decides whether that refuses or retries.
 */
export interface ModerationProvider {
  kind: 'off' | 'openai';
  /** The parent's fields: a word list first (free), then the service when there is one. */
  checkStoryIdea<Label extends string>(
    items: ModerationItem<Label>[],
  ): Promise<ModerationVerdict<Label>>;
  /** The finished text and picture briefs: the word list, and the service when there is one. */
  checkFinishedStory<Label extends string>(
    items: ModerationItem<Label>[],
    options?: ModerationOptions,
  ): Promise<ModerationVerdict<Label>>;
}

/** MODERATION=openai's settings (see config.ts: MODERATION_*). */
export interface OpenAiModerationSettings {
  model: string;
  apiKey: string | undefined;
  /** Includes the version path (`…/v1`), as the SDK takes it; absent for OpenAI's own. */
  baseUrl: string | undefined;
  timeoutMs?: number;
}
