import { createFaceApiFaces } from './face-api-faces.js';
import type { FacesProvider } from './faces-provider.js';

/**
 * The offline photo check. One implementation for now (decision 005 says why this one);
 * the model inside loads on the first photo, not here.
 */
export function createFaces(options: { threads: number }): FacesProvider {
  return createFaceApiFaces(options);
}
