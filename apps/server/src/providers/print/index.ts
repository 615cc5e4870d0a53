import type { Config } from '../../config.js';
import { createLuluPrint } from './lulu-print.js';
import type { PrintProvider } from './print-provider.js';

/** The print service, or undefined with PRINT=off (nothing about print is offered then). */
export function createPrintProvider(config: Config): PrintProvider | undefined {
  const print = config.print;
  if (print.kind === 'off') return undefined;
  return createLuluPrint(print);
}
