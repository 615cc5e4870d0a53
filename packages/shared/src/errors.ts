import { z } from 'zod';

/** Every error the API answers has this body; the web shows `detail` to the user. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
