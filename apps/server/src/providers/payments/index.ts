import type { Database } from '../../db/database.js';
import type { PaymentsSettings } from './payments-settings.js';
import { createSimulatedGateway } from './simulated-gateway.js';
import type { PaymentGateway } from './payments-provider.js';

/** Razorpay's SDK loads only when real payments are configured. */
export async function createPaymentsProvider(
  settings: PaymentsSettings,
  deps: {
    /** The simulated checkout's keys are derived from it. */
    secret: string;
    db: Database;
  },
): Promise<PaymentGateway> {
  if (settings.kind === 'razorpay') {
    const { createRazorpayGateway } = await import('./razorpay-gateway.js');
    return createRazorpayGateway(settings);
  }
  return createSimulatedGateway({ appSecret: deps.secret, db: deps.db });
}
