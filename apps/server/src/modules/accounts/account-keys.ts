import { z } from 'zod';

/*
 * What the account's deletion and its data export both need to know, in a file of its own so
 * that neither imports the other.
 */

/** The longest one attempt of a data export may run (its job's expiry). */
export const EXPORT_ATTEMPT_SECONDS = 15 * 60;

/**
 * The address a deleted account's row keeps: the row stays (the credit ledger and payments
 * point at its id, for bookkeeping) but says nothing about the person, and the real address
 * is free for a new account. `.invalid` can never receive mail (RFC 2606).
 */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Where a parent's data export is stored. */
export const exportFolder = (userId: string) => `exports/${userId}/`;

/** The payload of `accounts.forget-files`: storage folders (or keys) to clear. */
export const forgetFilesPayloadSchema = z.object({ prefixes: z.array(z.string()).max(10_000) });
