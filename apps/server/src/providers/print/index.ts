import { createLuluPrint } from './lulu-print.js';
import type { PrintSettings } from './print-settings.js';
import type { PrintProvider } from './print-provider.js';

/** The print service, or undefined with PRINT=off (nothing about print is offered then). */
export async function createPrintProvider(
  settings: PrintSettings,
  _deps: Record<string, never>,
): Promise<PrintProvider | undefined> {
  if (settings.kind === 'off') return undefined;
  return createLuluPrint(settings);
}
