import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODE_STATUS, type ErrorCode } from '@littlestar/shared/error-codes';
import { appWith } from '../test/test-app.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** The client types generated from the document, used by the typed client's tests. */
const TYPES_FILE = path.join(ROOT, 'packages/shared/src/api-schema.ts');

interface Operation {
  operationId?: string;
  security?: object[];
  responses: Record<string, { content?: { 'application/json'?: { schema?: ErrorSchema } } }>;
}
interface ErrorSchema {
  properties?: { code?: { enum?: ErrorCode[] } };
}
type Document = Omit<OpenAPI3, 'paths'> & { paths: Record<string, Record<string, Operation>> };

const testApp = appWith();
let document: Document;

beforeAll(async () => {
  document = (await testApp.app.inject({ url: '/api/openapi.json' })).json<Document>();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
  );

describe('the OpenAPI document', () => {
  it("passes Redocly's lint (recommended rules, operationId and 4xx answers required)", async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      path.join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', path.join(ROOT, 'redocly.yaml'), '--format=json'],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { severity: string; ruleId: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('has unique verb-first operationIds, including the authentication endpoints', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(
        /^(get|list|create|update|delete|download|request|record|receive|pay|fail|verify|start|generate|send|sign|reset|redeem)[A-Z]/,
      );
    }
    expect(ids).toEqual(
      expect.arrayContaining(['signUpWithEmail', 'signInWithEmail', 'signOut', 'resetPassword']),
    );
    expect(ids).toEqual(expect.arrayContaining(['signInWithGoogle', 'requestPasswordReset']));
  });

  it('documents every error as {detail, code}, each code under its own status', () => {
    for (const { url, method, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        const codes = response.content?.['application/json']?.schema?.properties?.code?.enum;
        expect(codes, `${method} ${url} ${status}`).toBeDefined();
        for (const code of codes ?? []) expect(ERROR_CODE_STATUS[code]).toBe(Number(status));
      }
    }
  });

  it('names the codes a client branches on where one status means several things', () => {
    const codesOf = (url: string, method: string, status: number) =>
      document.paths[url]?.[method]?.responses[status]?.content?.['application/json']?.schema
        ?.properties?.code?.enum;
    expect(codesOf('/api/stories/{id}/generate', 'post', 402)).toEqual(['not_enough_credits']);
    expect(codesOf('/api/stories/{id}/generate', 'post', 409)).toEqual(
      expect.arrayContaining(['already_generating', 'failed_too_often', 'story_complete']),
    );
    expect(codesOf('/api/children/{id}/stories', 'post', 409)).toEqual(['child_not_ready']);
    expect(codesOf('/api/demo/stories/{id}/generate', 'post', 403)).toEqual([
      'verification_required',
    ]);
  });

  it('asks for the session cookie or the bearer token on every signed-in operation', () => {
    const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(document.paths['/api/me']?.get?.security).toEqual(signedIn);
    expect(document.paths['/api/stories/{id}']?.put?.security).toEqual(signedIn);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    for (const { url, method, operation } of operations()) {
      if (!operation.responses[401]) continue;
      if (url === '/api/auth/sign-in/email' || url === '/api/auth/get-session') continue;
      expect(operation.security, `${method} ${url}`).toEqual(signedIn);
    }
    expect(document.servers).toEqual([expect.objectContaining({ url: testApp.config.publicUrl })]);
  });

  it('is the one the committed client types were generated from', async () => {
    // UPDATE_API_TYPES=1 writes them: run it after changing a route's schema.
    const generated = await prettier.format(
      `/* Generated from GET /api/openapi.json by openapi-typescript (apps/server/src/http/openapi.test.ts, UPDATE_API_TYPES=1). */\n\n${astToString(await openapiTS(document))}`,
      { ...(await prettier.resolveConfig(TYPES_FILE)), filepath: TYPES_FILE },
    );
    if (process.env.UPDATE_API_TYPES) await fs.writeFile(TYPES_FILE, generated);
    expect(await fs.readFile(TYPES_FILE, 'utf8')).toBe(generated);
  });
});
