// The store: exactly one book's files per story (its generation's cover, a picture per page
// and the PDF), and no file under a story folder that belongs to no story. Read straight from
// the S3 server, not through its fault proxy.
import { setTimeout as sleep } from 'node:timers/promises';
import { checkResult } from './check-result.mjs';
import { requireFromServer } from './server-packages.mjs';

const { ListObjectsV2Command, S3Client } = requireFromServer('@aws-sdk/client-s3');

async function listKeysOnce(client, bucket) {
  const keys = [];
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'children/', ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Every key under children/; s3rver may fail a listing while files are written: try again. */
async function listKeys(s3) {
  // Its notice about future Node versions is for the app's operators, not this report.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await listKeysOnce(client, s3.bucket);
      } catch (error) {
        if (attempt >= 5) throw error;
        await sleep(1000);
      }
    }
  } finally {
    client.destroy();
  }
}

// Pictures keep the type the provider answered with: compare their names without it.
const withoutType = (file) => file.replace(/\.(png|jpe?g|webp|svg)$/, '');

export async function checkStore({ db, s3, stories }) {
  const keys = await listKeys(s3);
  const stored = new Set(keys);
  const soakStories = new Set(stories.map((story) => story.id));
  // Demo stories live under the demo children: a stray is a file of no story at all.
  const { rows } = await db.query('SELECT id FROM stories');
  const anyStory = new Set(rows.map((row) => row.id));
  const filesByStory = new Map();
  const problems = [];
  for (const key of keys) {
    const match = /^children\/[^/]+\/stories\/([^/]+)\/(.+)$/.exec(key);
    if (!match) continue;
    if (!anyStory.has(match[1])) problems.push(`file of no story: ${key}`);
    if (soakStories.has(match[1])) {
      filesByStory.set(match[1], [...(filesByStory.get(match[1]) ?? []), match[2]]);
    }
  }
  for (const story of stories.filter((one) => one.status === 'complete')) {
    const files = filesByStory.get(story.id) ?? [];
    const folder = `g${story.generation}/`;
    const expected = [
      `${folder}book.pdf`,
      `${folder}cover`,
      ...Array.from(
        { length: story.pages },
        (_, page) => `${folder}page-${String(page + 1).padStart(2, '0')}`,
      ),
    ].sort();
    const names = files.map(withoutType).sort();
    if (names.join() !== expected.join()) {
      const extra = names.filter((name) => !expected.includes(name));
      problems.push(
        `${story.id}: ${files.length} files for ${expected.length}` +
          (extra.length ? ` (also ${extra.join(', ')})` : ''),
      );
    }
    const shown = [story.cover_key, ...(story.page_keys ?? [])];
    if (shown.some((key) => !key || !stored.has(key))) {
      problems.push(`${story.id}: a picture it shows is not in the store`);
    }
  }
  return checkResult(
    "one book's files per story in the store (its pictures and PDF, nothing else)",
    problems,
    `${keys.length} files under children/`,
  );
}
