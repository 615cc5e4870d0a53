import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage, type Language } from '@littlestar/shared/i18n/language';

/** The language of the account a request is signed in as, if it is signed in at all. */
export type AccountLanguageLookup = (headers: {
  cookie?: string | undefined;
  authorization?: string | undefined;
}) => Promise<Language | undefined>;

/**
 * The language to answer a request in (product.md#languages): the signed-in account's, else
 * what the browser's `Accept-Language` prefers. A route outside the signed-in groups has not
 * looked its session up; `lookup` does so then (only for an answer that has words to say).
 */
export async function requestLanguage(
  request: FastifyRequest,
  lookup?: AccountLanguageLookup,
): Promise<Language> {
  const known = (request as { user?: { language?: Language } | null }).user?.language;
  const viewing = (request as { viewer?: { language?: Language } | null }).viewer?.language;
  if (known ?? viewing) return (known ?? viewing) as Language;
  const { cookie, authorization } = request.headers;
  if (lookup && (cookie || authorization)) {
    try {
      const language = await lookup({ cookie, authorization });
      if (language) return language;
    } catch (error) {
      request.log.warn({ err: error }, 'the account language could not be read');
    }
  }
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
