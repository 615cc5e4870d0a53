import { z } from 'zod';

/**
 * One route change in the web app, sent to the embedded analytics service. `path` is the
 * pathname only; the server drops any `?query` or `#hash` a client still sends, since a query
 * may carry a live token (`/reset-password?token=…`).
 */
export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(2048).regex(/^\//, 'must start with /'),
  title: z.string().trim().max(300),
});
export type PageView = z.infer<typeof pageViewSchema>;
