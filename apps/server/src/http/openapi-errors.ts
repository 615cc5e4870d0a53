import { ERROR_CODE_STATUS, type ErrorCode } from '@littlestar/shared/error-codes';

export type OperationObject = Record<string, unknown>;

/** Either a session cookie or the signed bearer token of `set-auth-token` signs a request in. */
export const SIGNED_IN = [{ sessionCookie: [] }, { bearerToken: [] }];

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Not signed in, or the credentials are wrong.',
  402: 'Not enough credits.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Not possible in the current state.',
  413: 'Too large.',
  429: 'Too many requests; `Retry-After` says when to try again.',
  500: 'Something went wrong on our side.',
  503: 'A service we need is not answering.',
};

/** The JSON schema of `{detail, code}` with the codes one answer can carry. */
export const errorBodyJsonSchema = (codes: ErrorCode[]) => ({
  type: 'object',
  properties: {
    detail: { type: 'string', description: 'What went wrong, in words to show a person.' },
    code: { type: 'string', enum: codes, description: 'What went wrong, for a program.' },
  },
  required: ['detail', 'code'],
});

/** Groups codes by their status. */
export function codesByStatus(codes: Iterable<ErrorCode>): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_CODE_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** OpenAPI response objects, one per status, for answers with these codes. */
export function errorResponse(codes: ErrorCode[]): Record<number, object> {
  const responses: Record<number, object> = {};
  for (const [status, ofStatus] of codesByStatus([...codes, 'internal'])) {
    responses[status] = {
      description: DESCRIPTIONS[status] ?? 'Error.',
      content: { 'application/json': { schema: errorBodyJsonSchema(ofStatus) } },
    };
  }
  return responses;
}
