import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';

export const errorCodeSchema = z.enum(ERROR_CODES);

/**
 * Every error the API answers has this body: `detail` is the sentence a person reads, `code`
 * what a program branches on.
 */
export const errorBodySchema = z.object({ detail: z.string(), code: errorCodeSchema });
export type ErrorBody = z.infer<typeof errorBodySchema>;
