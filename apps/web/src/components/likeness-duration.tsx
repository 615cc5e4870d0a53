import { useTranslations } from 'use-intl';
import { useSiteFacts } from '@/lib/site-facts-query';

/**
 * How long this server takes to learn a child's likeness ("a few seconds" offline, "about 10
 * to 20 minutes" with a trained model), for the sentences that promise it. Before the facts
 * arrive (and in prerendered HTML) it says what holds for both.
 */
export function LikenessDuration() {
  const t = useTranslations('common.likenessDuration');
  const engine = useSiteFacts()?.likeness;
  // The words of `likenessDuration` (@littlestar/shared/site-facts-texts), in the interface's language.
  return <>{t(engine ?? 'unknown')}</>;
}
