import type { Pronouns, Setting, Theme } from '@littlestar/shared/catalog';
import type { StoryLanguage } from '@littlestar/shared/languages';
import type { Likeness } from '@littlestar/shared/likeness';
import type { WrittenStory } from '@littlestar/shared/story';
import type { CraftCastMember } from '@littlestar/storycraft';
import type { UsageReport } from '../usage.js';

/** Everything a writer needs to write one story for one child. */
export interface StoryTextRequest {
  child: {
    name: string;
    /** The name in Devanagari, which a book in Hindi uses when it is given. */
    nameDevanagari?: string;
    age: number;
    pronouns: Pronouns;
    likeness: Likeness;
  };
  /** product.md#story-language: the language of the title and text (absent: English). */
  language?: StoryLanguage;
  story: {
    title: string;
    theme: Theme;
    setting: Setting;
    conflict: string | null;
    moral: string | null;
  };
  /** product.md#cast: who else is in the story, in the parent's order (none when absent). */
  cast?: CraftCastMember[];
  /** Pages the child's age band asks for. */
  pageCount: number;
  /** Highest Flesch–Kincaid grade the text may measure. */
  maxReadingGrade: number;
  /** Same request and seed, same story (for writers that can promise it). */
  seed: string;
  /** Told what the writing cost, by the writers that call a paid service. */
  onUsage?: UsageReport;
}

/**
 * Writes a story: the offline storycraft engine by default, or a language model (`openai`, `anthropic`). What it
 * returns is checked against the shared `writtenStorySchema` before it is stored.
 */
export interface StoryTextProvider {
  kind: string;
  write(request: StoryTextRequest): Promise<WrittenStory>;
}

/** How to reach a language model (`STORY_TEXT_MODEL`, `_API_KEY`, `_BASE_URL`). */
export interface LanguageModelSettings {
  model: string;
  /** Absent only for a local OpenAI-compatible server (see config.ts). */
  apiKey: string | undefined;
  /** Includes the version path (`http://localhost:11434/v1`); absent for the vendor's own. */
  baseUrl: string | undefined;
  /** Per call, retries of a failed request included; tests shorten it. */
  timeoutMs?: number;
}

/**
 * The child's name as the story's text must carry it: in Devanagari for a book in Hindi when
 * the parent gave it, else the Latin one as storycraft cleans it.
 */
export function storyNameOf(request: StoryTextRequest, clean: (name: string) => string): string {
  const devanagari = request.child.nameDevanagari?.trim();
  return request.language === 'hi' && devanagari ? devanagari : clean(request.child.name);
}
