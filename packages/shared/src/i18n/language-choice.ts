/**
 * The languages Littlestar speaks to a parent in (product.md#languages): its pages, the
 * server's answers and its e-mails. Separate from a book's language, which a parent picks
 * per story. Without zod, so the web's first load can read it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language a browser's `Accept-Language` asks for: Hindi when it prefers Hindi to
 * English (a higher weight, or the same weight listed first), else English. `hi-IN` counts
 * as Hindi, `en-GB` as English; a Hindi reader whose browser lists only Hindi gets Hindi.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const weights: Partial<Record<Language, { q: number; at: number }>> = {};
  header
    .slice(0, 1000)
    .split(',')
    .forEach((part, at) => {
      const [tag = '', ...params] = part.trim().split(';');
      const primary = tag.trim().toLowerCase().split('-')[0];
      if (!isLanguage(primary)) return;
      const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      if (!Number.isFinite(q) || q <= 0) return;
      const known = weights[primary];
      if (!known || q > known.q) weights[primary] = { q, at: known?.at ?? at };
    });
  const { hi, en } = weights;
  if (!hi) return DEFAULT_LANGUAGE;
  if (!en) return 'hi';
  return hi.q > en.q || (hi.q === en.q && hi.at < en.at) ? 'hi' : 'en';
}

/** The locale a language's numbers and dates are formatted in (Indian grouping for both). */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The language a browser's list of languages (`navigator.languages`, most wanted first) asks
 * for, by the same rule as `Accept-Language`.
 */
export const languageFromBrowser = (languages: readonly string[]): Language =>
  languageFromAcceptLanguage(languages.join(','));
