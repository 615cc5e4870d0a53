// E-mail, exactly once: one ready mail per completed story and none for another; one
// verification mail and one child-ready mail per parent; no Message-ID twice.
import { setTimeout as sleep } from 'node:timers/promises';
import { checkResult } from './check-result.mjs';

const countBy = (items, key) => {
  const counts = new Map();
  for (const item of items) {
    const value = key(item);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
};

export async function checkMail({ smtp, parents, stories, waitMs }) {
  const complete = new Set(
    stories.filter((story) => story.status === 'complete').map((story) => story.id),
  );
  const soakStories = new Set(stories.map((story) => story.id));
  // Mail goes out from a job after the commit: give the last ones a moment.
  const deadline = Date.now() + waitMs;
  const readyMails = () => smtp.messages.filter((mail) => soakStories.has(mail.storyId));
  while (readyMails().length < complete.size && Date.now() < deadline) await sleep(500);

  const ready = countBy(readyMails(), (mail) => mail.storyId);
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
      .map((id) => `story ${id}: ${ready.get(id) ?? 0} ready mails`),
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
