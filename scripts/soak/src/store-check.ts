// The store: exactly one book's files per story (its generation's cover, a picture per page
// and the PDF), and no file under a story folder that belongs to no story. Read straight from
// the S3 server, not through its fault proxy.
import { setTimeout as sleep } from 'node:timers/promises';
import type { S3Client as S3ClientType } from '@aws-sdk/client-s3';
import type { LocalS3 } from '@littlestar/fakes/local-s3';
import type pg from 'pg';
import type { CheckResult } from './check-result.js';
import { checkResult } from './check-result.js';
import { loadClientS3 } from './server-packages.js';
import type { StoryRow } from './soak-stories.js';

const { ListObjectsV2Command, S3Client } = loadClientS3();

/**
 * One listing, tried again: s3rver walks its folder and fails a listing when a file of it
 * changes meanwhile (a picture being written), so small listings are asked for, a few times.
 */
async function list(
  client: S3ClientType,
  bucket: string,
  prefix: string,
  delimiter?: string,
): Promise<{ keys: string[]; prefixes: string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const keys: string[] = [];
      const prefixes: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            Delimiter: delimiter,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) keys.push(object.Key ?? '');
        for (const common of page.CommonPrefixes ?? []) prefixes.push(common.Prefix ?? '');
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return { keys, prefixes };
    } catch (error) {
      if (attempt >= 8) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`listing ${prefix}: ${message}`, { cause: error });
      }
      await sleep(500);
    }
  }
}

// Pictures keep the type the provider answered with: compare their names without it.
const withoutType = (file: string) => file.replace(/\.(png|jpe?g|webp|svg)$/, '');

export async function checkStore({
  db,
  s3,
  stories,
}: {
  db: pg.Client;
  s3: LocalS3;
  stories: StoryRow[];
}): Promise<CheckResult> {
  // Its notice about future Node versions is for the app's operators, not this report.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const problems: string[] = [];
  let files = 0;
  try {
    // Every story folder under the parents' children belongs to a story of the database.
    const { rows } = await db.query<{ id: string }>('SELECT id FROM stories');
    const anyStory = new Set(rows.map((row) => row.id));
    const children = [...new Set(stories.map((story) => story.child_id))];
    for (const child of children) {
      const { prefixes } = await list(client, s3.bucket, `children/${child}/stories/`, '/');
      for (const folder of prefixes) {
        const storyId = folder.split('/').at(-2) ?? '';
        if (!anyStory.has(storyId)) problems.push(`a folder of no story: ${folder}`);
      }
    }
    for (const story of stories.filter((one) => one.status === 'complete')) {
      const folder = `children/${story.child_id}/stories/${story.id}/`;
      const { keys } = await list(client, s3.bucket, folder);
      files += keys.length;
      const stored = new Set(keys);
      const generation = `g${story.generation}/`;
      const expected = [
        `${generation}book.pdf`,
        `${generation}cover`,
        ...Array.from(
          { length: story.pages },
          (_, page) => `${generation}page-${String(page + 1).padStart(2, '0')}`,
        ),
      ].sort();
      const names = keys.map((key) => withoutType(key.slice(folder.length))).sort();
      if (names.join() !== expected.join()) {
        const extra = names.filter((name) => !expected.includes(name));
        problems.push(
          `${story.id}: ${keys.length} files for ${expected.length}` +
            (extra.length ? ` (also ${extra.join(', ')})` : ''),
        );
      }
      const shown = [story.cover_key, ...(story.page_keys ?? [])];
      if (shown.some((key) => !key || !stored.has(key))) {
        problems.push(`${story.id}: a picture it shows is not in the store`);
      }
    }
  } finally {
    client.destroy();
  }
  return checkResult(
    "one book's files per story in the store (its pictures and PDF, nothing else)",
    problems,
    `${files} files in the complete stories' folders`,
  );
}
