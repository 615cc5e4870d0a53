/**
 * What one step cost at a real AI provider, reported by the provider through the request's
 * `onUsage` and stored per story (`story_usage`), so an operator knows what a book costs.
 */
export interface ProviderUsage {
  provider: string;
  model: string;
  /** HTTP calls made (corrections, gentle retries and fallbacks included). */
  calls: number;
  inputTokens?: number | undefined;
  outputTokens?: number | undefined;
  /** Pictures it drew (0 when refused). */
  pictures: number;
  seconds: number;
}

export type UsageReport = (usage: ProviderUsage) => void;
