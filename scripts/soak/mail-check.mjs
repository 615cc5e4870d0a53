// E-mail, exactly once: one ready mail per completed story and none for another; one
// verification mail and one child-ready mail per parent; no Message-ID twice.
import { setTimeout as sleep } from 'node:timers/promises';
import { checkResult } from './check-result.mjs';

// A ready mail links to its story's preview.
const STORY_LINK = /\/story\/([0-9a-f-]{36})\/preview/;
const storyOf = (mail) => STORY_LINK.exec(mail.text)?.[1] ?? null;

const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

/** The parents' stories and their status now (stories still finishing after the bound move on). */
async function storyStatuses(db, emailPattern) {
  const { rows } = await db.query(
    `SELECT s.id, s.status FROM stories s JOIN "user" u ON u.id = s.user_id WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return rows;
}

export async function checkMail({ db, emailPattern, smtp, parents, waitMs }) {
  // Mail goes out from a job after the commit: give the last ones a moment.
  const deadline = Date.now() + waitMs;
  let stories = await storyStatuses(db, emailPattern);
  const soakStories = new Set(stories.map((story) => story.id));
  const readyMails = () => smtp.messages.filter((mail) => soakStories.has(storyOf(mail)));
  const completeCount = () => stories.filter((story) => story.status === 'complete').length;
  while (readyMails().length < completeCount() && Date.now() < deadline) {
    await sleep(500);
    stories = await storyStatuses(db, emailPattern);
  }
  const complete = new Set(
    stories.filter((story) => story.status === 'complete').map((story) => story.id),
  );

  const ready = countBy(readyMails(), storyOf);
  const verify = countBy(smtp.messages, (mail) =>
    /^Verify your e-mail/.test(mail.subject) ? mail.to : null,
  );
  const childReady = countBy(smtp.messages, (mail) =>
    / is ready for stories$/.test(mail.subject) ? mail.to : null,
  );
  const messageIds = smtp.messages.map((mail) => mail.messageId).filter(Boolean);
  const problems = [
    ...[...complete]
      .filter((id) => ready.get(id) !== 1)
      .map((id) => {
        const ids = new Set(
          readyMails()
            .filter((mail) => storyOf(mail) === id)
            .map((mail) => mail.messageId),
        );
        const same = ready.get(id) > 1 && ids.size === 1 ? ', the same Message-ID' : '';
        return `story ${id}: ${ready.get(id) ?? 0} ready mails${same}`;
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
    ...(new Set(messageIds).size !== messageIds.length ? ['a Message-ID was sent twice'] : []),
  ];
  return checkResult(
    'one ready e-mail per completed story, none twice (and one verification and one child-ready mail per parent)',
    problems,
    `${smtp.messages.length} mails in all`,
  );
}
