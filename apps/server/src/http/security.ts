import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/** Origins outside our own that the browser must reach (presigned S3 uploads and images). */
export function storageOrigins(config: Config): string[] {
  const storage = config.storage;
  if (storage.kind !== 's3') return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [
    `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
    `https://s3.${storage.region}.amazonaws.com`,
  ];
}

/**
 * Razorpay's Checkout is a script from its CDN that opens its own frame and reports to its
 * servers: allowed only when real payments are on.
 */
function paymentOrigins(config: Config) {
  if (config.payments.kind !== 'razorpay') return { script: [], frame: [], connect: [] };
  return {
    script: ['https://checkout.razorpay.com'],
    frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  };
}

/**
 * Helmet's headers with a Content-Security-Policy the SPA works under: our own scripts and
 * the inline scripts of the build named by their hashes, inline style attributes allowed
 * (Radix positions popovers with them).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineScripts: string[] = [],
): Promise<void> {
  const external = storageOrigins(config);
  const payments = paymentOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...payments.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...external],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...external, ...payments.connect],
        mediaSrc: ["'self'", 'blob:', ...external],
        frameSrc: ["'self'", ...payments.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Cross-origin isolation would block presigned storage images.
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https:'),
  });
}
