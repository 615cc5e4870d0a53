import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createSimulatedGateway } from './simulated-gateway.js';
import type { PaymentGateway } from './payments-provider.js';

export function createPaymentGateway(
  config: Config,
  options: { secret: string; db: Database },
): PaymentGateway {
  const payments = config.payments;
  if (payments.kind === 'razorpay') return createRazorpayGateway(payments);
  return createSimulatedGateway({ appSecret: options.secret, db: options.db });
}
