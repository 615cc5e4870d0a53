import { z } from 'zod';
import { LANGUAGES } from './language-choice.js';

export * from './language-choice.js';

/** The account's language as the API takes it (`PATCH /api/me`). */
export const languageSchema = z.enum(LANGUAGES, { error: 'Please choose en or hi' });
