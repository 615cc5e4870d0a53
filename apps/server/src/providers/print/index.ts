import type { PrintSettings } from './print-settings.js';
import type { PrintProvider } from './print-provider.js';

/**
 * The print service, or undefined with PRINT=off (nothing about print is offered then; see
 * docs/architecture.md, "Adding a vendor", for when a kind may be off). Lulu's client loads
 * only when it is configured.
 */
export async function createPrintProvider(
  settings: PrintSettings,
  _deps: Record<string, never>,
): Promise<PrintProvider | undefined> {
  if (settings.kind === 'off') return undefined;
  const { createLuluPrint } = await import('./lulu-print.js');
  return createLuluPrint(settings);
}
