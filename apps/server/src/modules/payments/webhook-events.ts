/** What a webhook delivery came to, as its answer says. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';
