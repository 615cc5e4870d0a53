// E-mail, exactly once: one ready mail per completed story and none for another; one
// verification mail and one child-ready mail per parent. A copy with the same Message-ID is
// the one window the mail job cannot close (a worker killed after the mail server accepted
// the message, before its transaction committed: send-mail-job.ts); mail clients show such
// copies once, so they count as one mail and are reported beside the check, not as a failure.
// Two messages with different Message-IDs for one story are a failure.
import { setTimeout as sleep } from 'node:timers/promises';
import type { SmtpSink, SunkMail } from '@littlestar/fakes/smtp-sink';
import type pg from 'pg';
import type { StoryStatus } from '@littlestar/shared/stories';
import type { CheckResult } from './check-result.js';
import { checkResult } from './check-result.js';
import type { Parent } from './parents.js';

// A ready mail links to its story's preview.
const STORY_LINK = /\/story\/([0-9a-f-]{36})\/preview/;
const storyOf = (mail: SunkMail) => STORY_LINK.exec(mail.text)?.[1] ?? null;

const countBy = <Item>(items: Item[], key: (item: Item) => string | null) => {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

/** The parents' stories and their status now (stories still finishing after the bound move on). */
async function storyStatuses(
  db: pg.Client,
  emailPattern: string,
): Promise<{ id: string; status: StoryStatus }[]> {
  const { rows } = await db.query<{ id: string; status: StoryStatus }>(
    `SELECT s.id, s.status FROM stories s JOIN "user" u ON u.id = s.user_id WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return rows;
}

export async function checkMail({
  db,
  emailPattern,
  smtp,
  parents,
  waitMs,
}: {
  db: pg.Client;
  emailPattern: string;
  smtp: SmtpSink;
  parents: Parent[];
  waitMs: number;
}): Promise<CheckResult> {
  // Mail goes out from a job after the commit: give the last ones a moment.
  const deadline = Date.now() + waitMs;
  let stories = await storyStatuses(db, emailPattern);
  const soakStories = new Set(stories.map((story) => story.id));
  const readyMails = () => smtp.messages.filter((mail) => soakStories.has(storyOf(mail) ?? ''));
  const completeCount = () => stories.filter((story) => story.status === 'complete').length;
  while (readyMails().length < completeCount() && Date.now() < deadline) {
    await sleep(500);
    stories = await storyStatuses(db, emailPattern);
  }
  const complete = new Set(
    stories.filter((story) => story.status === 'complete').map((story) => story.id),
  );

  // One message is one Message-ID: copies of it (see above) count once.
  const seen = new Set<string>();
  const copies = smtp.messages.filter((mail) => {
    if (!mail.messageId) return false;
    if (seen.has(mail.messageId)) return true;
    seen.add(mail.messageId);
    return false;
  });
  const distinct = smtp.messages.filter((mail) => !copies.includes(mail));
  const ready = countBy(
    readyMails().filter((mail) => !copies.includes(mail)),
    storyOf,
  );
  const verify = countBy(distinct, (mail) =>
    /^Verify your e-mail/.test(mail.subject) ? mail.to : null,
  );
  const childReady = countBy(distinct, (mail) =>
    / is ready for stories$/.test(mail.subject) ? mail.to : null,
  );
  const problems = [
    ...[...complete]
      .filter((id) => ready.get(id) !== 1)
      .map((id) => {
        return `story ${id}: ${ready.get(id) ?? 0} ready mails`;
      }),
    ...[...ready.keys()]
      .filter((id) => !complete.has(id))
      .map((id) => `story ${id} is not complete but was mailed as ready`),
    ...parents
      .filter((parent) => parent.userId)
      .flatMap((parent) => [
        ...(verify.get(parent.email) !== 1
          ? [`parent ${parent.index}: ${verify.get(parent.email) ?? 0} verification mails`]
          : []),
        ...(parent.onboardedAt && childReady.get(parent.email) !== 1
          ? [`parent ${parent.index}: ${childReady.get(parent.email) ?? 0} child-ready mails`]
          : []),
      ]),
  ];
  return checkResult(
    'one ready e-mail per completed story, none twice (and one verification and one child-ready mail per parent)',
    problems,
    `${smtp.messages.length} mails in all${copies.length > 0 ? `, ${copies.length} a copy of one sent before (same Message-ID: sent, then its claim was lost with a killed worker or a failed commit)` : ''}`,
  );
}
