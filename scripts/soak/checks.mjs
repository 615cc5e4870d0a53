// What must hold after the soak, read from the database, the store, the mail sink and the
// balancer's records (never through the fault proxies), and through the API for the PDFs.
import { setTimeout as sleep } from 'node:timers/promises';
import { requireFromServer } from './server-packages.mjs';

const { ListObjectsV2Command, S3Client } = requireFromServer('@aws-sdk/client-s3');

const check = (name, problems, detail = '') => ({
  name,
  ok: problems.length === 0,
  detail:
    problems.length === 0
      ? detail
      : `${problems.length} problem(s): ${problems.slice(0, 8).join('; ')}`,
});

async function listKeys(s3) {
  // Its notice about future Node versions is for the app's operators, not this report.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const keys = [];
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: s3.bucket,
        Prefix: 'children/',
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys;
}

/** Every story of the soak's parents, with its pages, charges and refunds. */
async function loadStories(db, emailPattern) {
  const { rows: stories } = await db.query(
    `SELECT s.id, s.user_id, s.child_id, s.status, s.generation, s.cover_key,
            (SELECT count(*) FROM story_pages p WHERE p.story_id = s.id)::int AS pages,
            (SELECT array_agg(p.image_key) FROM story_pages p WHERE p.story_id = s.id) AS page_keys,
            (SELECT count(*) FROM credit_entries c
              WHERE c.source = 'story' AND c.source_id LIKE s.id || ':%')::int AS charges,
            (SELECT count(*) FROM credit_entries r JOIN credit_entries c ON r.source_id = c.id::text
              WHERE r.source = 'refund' AND c.source = 'story'
                AND c.source_id = s.id || ':' || s.generation)::int AS refunds
       FROM stories s JOIN "user" u ON u.id = s.user_id
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return stories;
}

export async function runChecks({
  db,
  s3,
  smtp,
  parents,
  emailPattern,
  faultWindows,
  balancerErrors,
  startCrashes,
  unexpectedExits,
  graceMs,
  mailWaitMs,
}) {
  const results = [];
  const stories = await loadStories(db, emailPattern);
  const known = new Map(
    parents.flatMap((parent) =>
      [...parent.stories.values()].map((story) => [story.id, { story, parent }]),
    ),
  );
  const started = stories.filter((story) => story.generation > 0);

  results.push(
    check(
      'every process came up when all started at the same instant',
      startCrashes.map(
        (crash) => `${crash.name} exited (${crash.exit}): ${crash.error ?? 'see its log'}`,
      ),
      'all up',
    ),
  );
  results.push(
    check(
      'no process died unless the soak killed it',
      unexpectedExits.map(
        (exit) =>
          `${exit.name} exited (${exit.exit}) at +${exit.atS} s: ${exit.error ?? 'see its log'}`,
      ),
    ),
  );

  const stuck = started.filter((story) => story.status !== 'complete' && story.status !== 'error');
  results.push(
    check(
      'every started story reached complete or error (none stuck)',
      stuck.map((story) => `${story.id} ${story.status}`),
      `${started.filter((story) => story.status === 'complete').length} complete, ` +
        `${started.filter((story) => story.status === 'error').length} error`,
    ),
  );

  results.push(
    check(
      'each generation charged once; a failed story refunded once, a complete one never',
      stories.flatMap((story) => {
        const problems = [];
        if (story.charges !== story.generation)
          problems.push(
            `${story.id}: ${story.charges} charges for ${story.generation} generation(s)`,
          );
        const refundsDue = story.status === 'error' ? 1 : 0;
        if (story.refunds !== refundsDue)
          problems.push(`${story.id} (${story.status}): ${story.refunds} refunds`);
        return problems;
      }),
    ),
  );

  const { rows: ledgers } = await db.query(
    `SELECT u.email, b.balance,
            (SELECT coalesce(sum(amount), 0) FROM credit_entries c WHERE c.user_id = u.id)::int AS ledger,
            (SELECT balance_after FROM credit_entries c WHERE c.user_id = u.id ORDER BY seq DESC LIMIT 1) AS last_after,
            (SELECT count(*) FROM payments p WHERE p.user_id = u.id AND p.status = 'completed')::int AS payments,
            (SELECT count(*) FROM credit_entries c WHERE c.user_id = u.id AND c.source = 'payment')::int AS grants
       FROM "user" u LEFT JOIN credit_balances b ON b.user_id = u.id
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  const byEmail = new Map(ledgers.map((row) => [row.email, row]));
  const errorsByUser = new Map();
  for (const story of stories) {
    if (story.status === 'error')
      errorsByUser.set(story.user_id, (errorsByUser.get(story.user_id) ?? 0) + 1);
  }
  results.push(
    check(
      'every balance equals its ledger, and what was bought minus what was spent',
      parents.flatMap((parent) => {
        const row = byEmail.get(parent.email);
        if (!row) return parent.userId ? [`parent ${parent.index}: no account`] : [];
        const generated = [...parent.stories.values()].filter((story) => story.generatedAt).length;
        const expected =
          parent.creditsBought -
          parent.childrenMade -
          generated +
          (errorsByUser.get(parent.userId) ?? 0);
        const problems = [];
        if (row.balance !== row.ledger || row.balance !== row.last_after) {
          problems.push(
            `parent ${parent.index}: balance ${row.balance}, ledger ${row.ledger}, last entry ${row.last_after}`,
          );
        }
        if (row.balance !== expected)
          problems.push(`parent ${parent.index}: balance ${row.balance}, expected ${expected}`);
        if (parent.creditsBought > 0 && (row.payments !== 1 || row.grants !== 1)) {
          problems.push(
            `parent ${parent.index}: ${row.payments} payments, ${row.grants} grants for one purchase`,
          );
        }
        return problems;
      }),
      `${ledgers.length} accounts`,
    ),
  );

  results.push(
    check(
      'no duplicate stories (the database holds exactly the stories the parents made)',
      [
        ...stories
          .filter((story) => !known.has(story.id))
          .map((story) => `unknown story ${story.id} (${story.status})`),
        ...[...known.keys()]
          .filter((id) => !stories.some((story) => story.id === id))
          .map((id) => `lost story ${id}`),
      ],
      `${stories.length} stories`,
    ),
  );

  // The store: exactly one book's files per story (its generation's pictures and PDF).
  const keys = await listKeys(s3);
  const storyIds = new Set(stories.map((story) => story.id));
  // Demo stories live under the demo children: a file is a stray only if no story has its folder.
  const { rows: everyStory } = await db.query('SELECT id FROM stories');
  const anyStoryIds = new Set(everyStory.map((row) => row.id));
  const filesByStory = new Map();
  const strays = [];
  for (const key of keys) {
    const match = /^children\/[^/]+\/stories\/([^/]+)\/(.+)$/.exec(key);
    if (!match) continue;
    if (!anyStoryIds.has(match[1])) strays.push(key);
    if (!storyIds.has(match[1])) continue;
    filesByStory.set(match[1], [...(filesByStory.get(match[1]) ?? []), match[2]]);
  }
  results.push(
    check(
      "one book's files per story in the store (its pictures and PDF, nothing else)",
      [
        ...strays.map((key) => `file of no story: ${key}`),
        ...stories
          .filter((story) => story.status === 'complete')
          .flatMap((story) => {
            const files = (filesByStory.get(story.id) ?? []).sort();
            const folder = `g${story.generation}/`;
            // Pictures keep the type the provider answered with; compare them without it.
            const withoutType = (file) => file.replace(/\.(png|jpe?g|webp|svg)$/, '');
            const expected = [
              `${folder}book.pdf`,
              `${folder}cover`,
              ...Array.from(
                { length: story.pages },
                (_, page) => `${folder}page-${String(page + 1).padStart(2, '0')}`,
              ),
            ].sort();
            const referenced = [story.cover_key, ...(story.page_keys ?? [])].map((key) =>
              key?.split('/stories/')[1]?.split('/').slice(1).join('/'),
            );
            const problems = [];
            const names = files.map(withoutType).sort();
            if (names.join() !== expected.join())
              problems.push(
                `${story.id}: ${files.length} files, expected ${expected.length} (${names.filter((name) => !expected.includes(name)).join(', ') || 'some missing'})`,
              );
            if (referenced.some((key) => !key || !files.includes(key)))
              problems.push(`${story.id}: a picture it shows is not stored`);
            return problems;
          }),
      ],
      `${keys.length} files under children/`,
    ),
  );

  // E-mails go out from jobs after the commit: give the last ones a moment.
  const completeIds = new Set(
    stories.filter((story) => story.status === 'complete').map((story) => story.id),
  );
  const readyCount = () => smtp.messages.filter((mail) => mail.storyId).length;
  const mailDeadline = Date.now() + mailWaitMs;
  while (readyCount() < completeIds.size && Date.now() < mailDeadline) await sleep(500);
  const readyByStory = new Map();
  for (const mail of smtp.messages) {
    if (mail.storyId) readyByStory.set(mail.storyId, (readyByStory.get(mail.storyId) ?? 0) + 1);
  }
  const verifyByParent = new Map();
  const childReadyByParent = new Map();
  for (const mail of smtp.messages) {
    if (/^Verify your e-mail/.test(mail.subject))
      verifyByParent.set(mail.to, (verifyByParent.get(mail.to) ?? 0) + 1);
    if (/is ready for stories$/.test(mail.subject))
      childReadyByParent.set(mail.to, (childReadyByParent.get(mail.to) ?? 0) + 1);
  }
  const messageIds = smtp.messages.map((mail) => mail.messageId).filter(Boolean);
  results.push(
    check(
      'one ready e-mail per completed story, none twice (and one verification, one child-ready mail per parent)',
      [
        ...[...completeIds]
          .filter((id) => readyByStory.get(id) !== 1)
          .map((id) => `story ${id}: ${readyByStory.get(id) ?? 0} ready mails`),
        ...[...readyByStory.keys()]
          .filter((id) => !completeIds.has(id) && storyIds.has(id))
          .map((id) => `story ${id} is not complete but was mailed`),
        ...parents
          .filter((parent) => parent.userId)
          .flatMap((parent) => {
            const problems = [];
            if (verifyByParent.get(parent.email) !== 1)
              problems.push(
                `parent ${parent.index}: ${verifyByParent.get(parent.email) ?? 0} verification mails`,
              );
            if (parent.onboardedAt && childReadyByParent.get(parent.email) !== 1)
              problems.push(
                `parent ${parent.index}: ${childReadyByParent.get(parent.email) ?? 0} child-ready mails`,
              );
            return problems;
          }),
        ...(new Set(messageIds).size !== messageIds.length ? ['a Message-ID was sent twice'] : []),
      ],
      `${smtp.messages.length} mails`,
    ),
  );

  // Every completed story's PDF, downloaded once more through the balancer by its parent.
  const pdfProblems = [];
  for (const id of completeIds) {
    const owner = known.get(id)?.parent;
    if (!owner) continue;
    const pdf = await owner.api.call('GET', `/api/stories/${id}/pdf`, { as: 'bytes' });
    if (pdf.status !== 200 || pdf.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
      pdfProblems.push(`${id}: ${pdf.status}`);
    }
  }
  results.push(
    check("every completed story's PDF downloads", pdfProblems, `${completeIds.size} PDFs`),
  );

  const excused = (at) =>
    faultWindows.some((window) => at >= window.from - 1000 && at <= window.to + graceMs);
  const outside = balancerErrors.filter((error) => !excused(error.at));
  results.push(
    check(
      'no 5xx or connection error outside the injected faults',
      outside.map(
        (error) =>
          `${error.request} → ${error.status || error.error} on serve-${error.upstream + 1}`,
      ),
      `${balancerErrors.length} inside the fault windows`,
    ),
  );
  return { results, stories };
}
