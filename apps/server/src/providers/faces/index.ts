import { createFaceApiFaces } from './face-api-faces.js';
import type { FacesSettings } from './faces-settings.js';
import type { FacesProvider } from './faces-provider.js';

/**
 * The offline photo check. One implementation for now (decision 005 says why this one);
 * the model inside loads on the first photo, not here.
 */
export async function createFacesProvider(
  settings: FacesSettings,
  _deps: Record<string, never>,
): Promise<FacesProvider> {
  return createFaceApiFaces(settings);
}
