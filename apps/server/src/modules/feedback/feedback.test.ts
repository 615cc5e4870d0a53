import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedbackMessages } from '@littlestar/shared/feedback';
import { feedback } from '../../db/schema.js';
import { createTestUser, nextIp, ORIGIN, type SignedIn } from '../../test/accounts.js';
import { authed } from '../../test/children.js';
import { recipientOf, waitForMail } from '../../test/outbox.js';
import { appWith } from '../../test/test-app.js';

const testApp = appWith({
  startWorkers: true,
  env: { TRUST_PROXY: 'true', SUPPORT_EMAIL: 'support@littlestar.test' },
});

const send = (user: SignedIn | null, payload: unknown, ip = nextIp()) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { ...(user ? authed(user) : { origin: ORIGIN }), 'x-forwarded-for': ip },
    payload: payload as object,
  });

const storedFor = (userId: string) =>
  testApp.runtime.context.database.db.select().from(feedback).where(eq(feedback.userId, userId));

describe('POST /api/feedback', () => {
  it('keeps the message with its author and mails it to support, with a reply to the parent', async () => {
    const user = await createTestUser(testApp.app, { name: 'Priya Sharma' });
    const message = 'The dragon story made Maya laugh.\n\nCould there be a pirate theme?';
    const response = await send(user, { type: 'Suggestion', message: `  ${message}  ` });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<{ id: string; created_at: string }>();

    const rows = await storedFor(user.userId);
    expect(rows).toEqual([
      expect.objectContaining({ id: receipt.id, type: 'Suggestion', message }),
    ]);

    const mail = await waitForMail(
      testApp.config.dataDir,
      (candidate) => recipientOf(candidate) === 'support@littlestar.test',
    );
    expect(mail.subject).toBe('Suggestion from Priya Sharma');
    expect(mail.replyTo?.text).toBe(user.email);
    expect(mail.text).toContain('Could there be a pirate theme?');
    expect(mail.text).toContain(`Suggestion from Priya Sharma <${user.email}>:`);
  });

  it("refuses what the form would refuse, in the spec's words, and stores nothing", async () => {
    const user = await createTestUser(testApp.app);
    const cases: [unknown, RegExp][] = [
      [{ message: 'A long enough message' }, new RegExp(feedbackMessages.typeRequired)],
      [{ type: 'praise', message: 'A long enough message' }, /type/],
      [{ type: 'Feedback', message: '   too short   ' }, /Message must be at least 10/],
      [{ type: 'Feedback', message: 'x'.repeat(2001) }, /at most 2000 characters/],
      [{ type: 'Feedback', message: '<script>alert(1)</script>' }, /plain text/],
      [{ type: 'Feedback', message: 'hidden \u202e text here' }, /control characters/],
      [['Feedback', 'A long enough message'], /./],
    ];
    for (const [payload, detail] of cases) {
      const response = await send(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    }
    expect(await storedFor(user.userId)).toEqual([]);
  });

  it('needs a login', async () => {
    const response = await send(null, { type: 'Feedback', message: 'A long enough message' });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ detail: string }>().detail).toMatch(/log in/i);
  });

  it('takes 5 messages an hour from one parent, then answers 429 with a detail', async () => {
    const user = await createTestUser(testApp.app);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await send(user, { type: 'Advice', message: `Message number ${index}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json<{ detail: string }>().detail).toBeTruthy();
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await storedFor(user.userId)).toHaveLength(5);
  });
});
