import type { FastifyInstance } from 'fastify';
import type { Story } from '@littlestar/shared/stories';

/**
 * What a parent waits for: from the generate call to the story reading `complete`, in ms,
 * polled through the API every `pollMs`. Throws if it fails or takes longer than `limitMs`.
 */
export async function timeGeneration(
  app: FastifyInstance,
  headers: Record<string, string>,
  storyId: string,
  options: { pollMs: number; limitMs: number },
): Promise<number> {
  const started = performance.now();
  const generate = await app.inject({
    method: 'POST',
    url: `/api/stories/${storyId}/generate`,
    headers,
  });
  if (generate.statusCode !== 200) throw new Error(`generate: ${generate.body}`);
  let story: Story;
  do {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
    story = (
      await app.inject({ method: 'GET', url: `/api/stories/${storyId}`, headers })
    ).json<Story>();
    if (performance.now() - started > options.limitMs) {
      throw new Error(`no story after ${options.limitMs / 1000} s`);
    }
  } while (story.status !== 'complete' && story.status !== 'error');
  if (story.status !== 'complete') throw new Error(`story ${storyId} failed`);
  return performance.now() - started;
}
