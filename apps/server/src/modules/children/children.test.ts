// Runs on PostgreSQL too: a credit charged in the creating transaction; a child deleted.
import { describe, expect, it } from 'vitest';
import type { Child } from '@littlestar/shared/children';
import { createTestUser } from '../../test/accounts.js';
import {
  authed,
  createTestChild,
  giveCredits,
  startTrainingRequest,
  uploadZip,
} from '../../test/children.js';
import { makePhotoZip } from '../../test/photos.js';
import { appWith } from '../../test/test-app.js';
import { getBalance } from '../credits/service.js';

const testApp = appWith({ env: { TRUST_PROXY: 'true' }, startWorkers: true });

const context = () => testApp.runtime.context;
const setStatus = (childId: string, status: string) =>
  context().database.sql.executeSql('UPDATE children SET training_status = $1 WHERE id = $2', [
    status,
    childId,
  ]);

async function parentWithCredits(credits = 5) {
  const user = await createTestUser(testApp.app);
  await giveCredits(context(), user.userId, credits);
  return user;
}

describe('children', () => {
  it('creates a child, charging one credit once, and lists it', async () => {
    const user = await parentWithCredits(3);
    const child = await createTestChild(testApp.app, user, {
      name: '  Arjun ',
      age: 4,
      pronouns: 'he/him',
    });
    expect(child).toMatchObject({
      name: 'Arjun',
      age: 4,
      pronouns: 'he/him',
      training_status: 'not_started',
      imageUrl: null,
    });
    expect(await getBalance({ db: context().database.db, userId: user.userId })).toBe(2);

    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/children',
      headers: authed(user),
    });
    expect(list.json<Child[]>().map((item) => item.id)).toEqual([child.id]);
    const { rows } = await context().database.sql.executeSql(
      "SELECT count(*)::int AS n FROM credit_entries WHERE source = 'child' AND source_id = $1",
      [child.id],
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('refuses to create a child without enough credits, keeping nothing', async () => {
    const user = await createTestUser(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: authed(user),
      payload: { name: 'Zoe', age: 5, pronouns: 'she/her' },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json<{ detail: string }>().detail).toMatch(/Not enough credits/);
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/children',
      headers: authed(user),
    });
    expect(list.json()).toEqual([]);
  });

  it('answers bad input with the spec message', async () => {
    const user = await parentWithCredits();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: authed(user),
      payload: { name: '   ', age: 11, pronouns: 'it' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain("Please enter your child's name");
  });

  it("hides another user's child behind 404", async () => {
    const owner = await parentWithCredits();
    const child = await createTestChild(testApp.app, owner);
    const stranger = await parentWithCredits();
    const calls = [
      { method: 'GET' as const, url: `/api/children/${child.id}` },
      {
        method: 'PUT' as const,
        url: `/api/children/${child.id}`,
        payload: { name: 'X', age: 5, pronouns: 'she/her' },
      },
      {
        method: 'PATCH' as const,
        url: `/api/children/${child.id}/likeness`,
        payload: { glasses: true },
      },
      { method: 'DELETE' as const, url: `/api/children/${child.id}` },
      { method: 'POST' as const, url: `/api/training/${child.id}/upload-url` },
      { method: 'POST' as const, url: `/api/training/${child.id}/start` },
      { method: 'GET' as const, url: `/api/training/${child.id}/status` },
    ];
    for (const call of calls) {
      const response = await testApp.app.inject({ ...call, headers: authed(stranger) });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ detail: 'Child not found.', code: 'not_found' });
    }
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}`,
      headers: authed(owner),
    });
    expect(own.statusCode).toBe(200);
  });

  it('corrects name, age and pronouns at any time except while training', async () => {
    const user = await parentWithCredits();
    const child = await createTestChild(testApp.app, user);
    const edit = (name: string, pronouns = 'they/them') =>
      testApp.app.inject({
        method: 'PUT',
        url: `/api/children/${child.id}`,
        headers: authed(user),
        payload: { name, age: 7, pronouns },
      });
    expect((await edit('Maya Rose')).json()).toMatchObject({
      name: 'Maya Rose',
      age: 7,
      pronouns: 'they/them',
    });
    for (const status of ['queued', 'training']) {
      await setStatus(child.id, status);
      const refused = await edit('Nope');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        detail: 'Name, age and pronouns can be corrected as soon as training has finished.',
        code: 'child_locked',
      });
    }
    await setStatus(child.id, 'failed');
    expect((await edit('Maya')).statusCode).toBe(200);
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(after.json<Child>().name).toBe('Maya');
  });

  it('renames a ready child without touching its likeness, but keeps its photos', async () => {
    const user = await parentWithCredits();
    const child = await createTestChild(testApp.app, user, { name: 'Mya', pronouns: 'she/her' });
    await setStatus(child.id, 'completed');
    const before = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/children/${child.id}`,
      headers: authed(user),
      payload: { name: 'Maya', age: 6, pronouns: 'he/him' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Child>()).toMatchObject({
      name: 'Maya',
      age: 6,
      pronouns: 'he/him',
      training_status: 'completed',
      // The likeness she/her gave (a ponytail) stays: pronouns do not redraw a trained child.
      likeness: before.json<Child>().likeness,
    });
    const upload = await testApp.app.inject({
      method: 'POST',
      url: `/api/training/${child.id}/upload-url`,
      headers: authed(user),
    });
    expect(upload.statusCode).toBe(409);
    expect(upload.json()).toEqual({
      detail: 'Cannot edit child with current training status',
      code: 'child_locked',
    });
  });

  it('lets the parent adjust the likeness once training is done', async () => {
    const user = await parentWithCredits();
    const child = await createTestChild(testApp.app, user);
    const patch = (payload: object) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}/likeness`,
        headers: authed(user),
        payload,
      });
    const updated = await patch({ glasses: true, hairStyle: 'braids', favoriteColor: '#FF69B4' });
    expect(updated.json<Child>().likeness).toMatchObject({
      glasses: true,
      hairStyle: 'braids',
      favoriteColor: '#ff69b4',
    });
    expect((await patch({ hairColor: 'blue' })).statusCode).toBe(400);
    await setStatus(child.id, 'training');
    expect((await patch({ glasses: false })).statusCode).toBe(409);
  });

  it('deletes a child with every stored object and row', async () => {
    const user = await parentWithCredits();
    const child = await createTestChild(testApp.app, user);
    await uploadZip(testApp.app, user, child.id, await makePhotoZip(5));
    expect((await startTrainingRequest(testApp.app, user, child.id)).statusCode).toBe(200);
    const { rows } = await context().database.sql.executeSql(
      'SELECT photo_keys, avatar_key FROM children WHERE id = $1',
      [child.id],
    );
    const keys = [...(rows[0]?.photo_keys as string[]), rows[0]?.avatar_key as string];
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(await context().storage.exists(key)).toBe(true);

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(response.statusCode).toBe(204);
    for (const key of keys) expect(await context().storage.exists(key)).toBe(false);
    const after = await context().database.sql.executeSql(
      'SELECT count(*)::int AS n FROM children WHERE id = $1',
      [child.id],
    );
    expect(after.rows[0]).toEqual({ n: 0 });
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}`,
      headers: authed(user),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('requires a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/children' });
    expect(response.statusCode).toBe(401);
  });
});
