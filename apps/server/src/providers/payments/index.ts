import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createSimulatedGateway } from './simulated-gateway.js';
import type { PaymentGateway } from './payments-provider.js';

/** Razorpay's SDK loads only when real payments are configured. */
export async function createPaymentGateway(
  config: Config,
  options: { secret: string; db: Database },
): Promise<PaymentGateway> {
  const payments = config.payments;
  if (payments.kind === 'razorpay') {
    const { createRazorpayGateway } = await import('./razorpay-gateway.js');
    return createRazorpayGateway(payments);
  }
  return createSimulatedGateway({ appSecret: options.secret, db: options.db });
}
