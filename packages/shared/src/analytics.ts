import { z } from 'zod';

/** One route change in the web app, sent to the embedded analytics service. */
export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(2048).regex(/^\//, 'must start with /'),
  title: z.string().trim().max(300),
});
export type PageView = z.infer<typeof pageViewSchema>;
