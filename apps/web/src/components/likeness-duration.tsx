import { likenessDuration } from '@littlestar/shared/site-facts-texts';
import { useSiteFacts } from '@/lib/site-facts-query';

/**
 * How long this server takes to learn a child's likeness ("a few seconds" offline, "about 10
 * to 20 minutes" with a trained model), for the sentences that promise it. Before the facts
 * arrive (and in prerendered HTML) it says what holds for both.
 */
export function LikenessDuration() {
  return <>{likenessDuration(useSiteFacts()?.likeness)}</>;
}
