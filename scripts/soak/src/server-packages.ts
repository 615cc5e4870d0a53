// The soak's tools are the server's (dev) dependencies: load them as apps/server resolves
// them, wherever npm placed them. Their types are the same packages' declarations, which npm
// hoists to the root (a nested copy would fail the type check rather than pass unchecked).
import { createRequire } from 'node:module';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type autocannon from 'autocannon';
import type pg from 'pg';

const requireFromServer = createRequire(
  new URL('../../../apps/server/package.json', import.meta.url),
);

export const loadPg = () => requireFromServer('pg') as typeof pg;
export const loadAutocannon = () => requireFromServer('autocannon') as typeof autocannon;
export const loadClientS3 = () => requireFromServer('@aws-sdk/client-s3') as typeof ClientS3;
