import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLulu, type FakeLulu } from '@littlestar/fakes/fake-lulu';
import { createLuluPrint } from './lulu-print.js';
import type { PrintProvider } from './print-provider.js';

let lulu: FakeLulu;
let print: PrintProvider;

beforeAll(async () => {
  lulu = await startFakeLulu();
  print = createLuluPrint({
    apiUrl: lulu.url,
    clientKey: lulu.clientKey,
    clientSecret: lulu.clientSecret,
    webhookSecret: lulu.webhookSecret,
    podPackageId: '0850X0850FCPRECW080CW444GXX',
  });
});
afterAll(() => lulu.close());

const address = {
  name: 'Asha Rao',
  street1: '1 Main Street',
  street2: '',
  city: 'Springfield',
  state_code: 'IL',
  postcode: '62701',
  country_code: 'US',
  phone_number: '+1 217 555 0100',
};

const createJob = (externalId: string, title = 'A book') =>
  print.createPrintJob({
    externalId,
    title,
    interiorUrl: 'https://files.example/interior.pdf',
    coverUrl: 'https://files.example/cover.pdf',
    book: { pageCount: 32 },
    address,
    level: 'MAIL',
    contactEmail: 'parent@example.com',
  });

describe("Lulu's print jobs", () => {
  it('finds a job by our external id through the list search, across pages, and only an exact match', async () => {
    const ours = randomUUID();
    // Lulu's search also matches other fields and parts of them: neither job is ours.
    await createJob(randomUUID(), `Reprint of ${ours}`);
    await createJob(`${ours}-old`);
    const job = await createJob(ours);
    lulu.pageSize = 1;
    try {
      expect(await print.findPrintJob(ours)).toMatchObject({ id: job.id, externalId: ours });
      expect(await print.findPrintJob(randomUUID())).toBeUndefined();
    } finally {
      lulu.pageSize = 100;
    }
  });

  it('cancels a job before production and is refused once it is printing', async () => {
    const waiting = await createJob(randomUUID());
    expect(await print.cancelPrintJob(waiting.id)).toBe('cancelled');
    expect((await print.getPrintJob(waiting.id)).state).toBe('cancelled');

    const printing = await createJob(randomUUID());
    lulu.setStatus(Number(printing.id), 'IN_PRODUCTION');
    expect(await print.cancelPrintJob(printing.id)).toBe('refused');
    expect((await print.getPrintJob(printing.id)).state).toBe('in_production');
  });
});
