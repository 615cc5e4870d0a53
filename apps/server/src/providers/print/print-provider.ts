import type { ShippingAddress, ShippingLevel } from '@littlestar/shared/print-orders';
import { ProviderError, statusFailure } from '../provider-error.js';

/** Where a print job stands, in our words (the provider's own names stay in its file). */
export type PrintJobState = 'created' | 'in_production' | 'shipped' | 'cancelled' | 'rejected';

export interface PrintJob {
  id: string;
  /** Our id for it (the print order's id), echoed back by the provider. */
  externalId: string | null;
  state: PrintJobState;
  /** The provider's reason, for a cancelled or rejected job. */
  message: string | null;
  tracking: { carrier: string | null; number: string; url: string | null } | null;
}

/** A file check: still running, passed, or refused with the provider's reason. */
export type PrintFileCheck =
  { status: 'checking' } | { status: 'passed' } | { status: 'rejected'; reason: string };

/**
 * The provider refused or did not answer; `statusCode` is its HTTP status when it answered (a
 * 4xx is a refusal that asking again will not change).
 */
export class PrintProviderError extends ProviderError {
  override name = 'PrintProviderError';
  constructor(message: string, statusCode: number | undefined) {
    super(message, statusFailure('lulu', statusCode));
  }
}

/** One book of the configured product. */
export interface BookSpec {
  pageCount: number;
}

/**
 * Prints and ships books: Lulu's Print API (PRINT=lulu). Amounts are in US cents, with tax
 * and shipping included, as the provider will charge us.
 */
export interface PrintProvider {
  kind: 'lulu';
  /** ISO 3166 codes and names of the countries the service ships to. */
  countries: readonly { code: string; name: string }[];
  /** What shipping this book to this address may cost, per level offered. */
  shippingOptions(options: {
    book: BookSpec;
    address: ShippingAddress;
  }): Promise<{ level: ShippingLevel; costCents: number }[]>;
  /** The cost of printing and shipping one book at one level. */
  quote(options: {
    book: BookSpec;
    address: ShippingAddress;
    level: ShippingLevel;
  }): Promise<{ costCents: number }>;
  /** Hands a file (a URL the provider downloads) to its checker; answers the check's id. */
  startFileCheck(options: {
    file: 'interior' | 'cover';
    url: string;
    book: BookSpec;
  }): Promise<string>;
  fileCheck(options: { file: 'interior' | 'cover'; id: string }): Promise<PrintFileCheck>;
  /** Orders one book; `externalId` is ours and unique, so a repeat can be found again. */
  createPrintJob(options: {
    externalId: string;
    title: string;
    interiorUrl: string;
    coverUrl: string;
    book: BookSpec;
    address: ShippingAddress;
    level: ShippingLevel;
    contactEmail: string;
  }): Promise<PrintJob>;
  /**
   * The job made under our `externalId`, if one was: a retry after a lost answer finds it. Of
   * several, one not cancelled (a cancelled one only when there is no other).
   */
  findPrintJob(externalId: string): Promise<PrintJob | undefined>;
  getPrintJob(id: string): Promise<PrintJob>;
  /**
   * Asks the provider to cancel a job that has not gone to production: `refused` when it is too
   * late (or the job is over); read the job to see where it stands either way.
   */
  cancelPrintJob(id: string): Promise<'cancelled' | 'refused'>;
  /**
   * A signed status-change delivery: the job as it now stands, or undefined for a topic we do
   * not read. Throws `PrintProviderError` (400) when the signature does not match.
   */
  readWebhook(options: { rawBody: Buffer; signature: string | undefined }): PrintJob | undefined;
}

/** "12.34" (the provider's decimal strings) → 1234 cents; rounds up a fraction of a cent. */
export function decimalToCents(value: string | number): number {
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount) || amount < 0) {
    throw new PrintProviderError(`not an amount: ${String(value)}`, undefined);
  }
  return Math.ceil(Math.round(amount * 10_000) / 100);
}
