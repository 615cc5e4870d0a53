import Replicate, { type Training } from 'replicate';
import type { FacesProvider } from '../faces/faces-provider.js';
import { providerErrorFromSdk } from '../provider-error.js';
import { estimateLikeness } from './likeness-estimate.js';
import type { LikenessProvider, TrainingOutcome, TrainingPhoto } from './likeness-provider.js';

export interface ReplicateSettings {
  apiToken: string;
  /** `owner/model:version` of the FLUX LoRA trainer. */
  trainerVersion: string;
  /** `owner/name` of the model each child's trained versions are pushed to. */
  destination: string;
  /** Replicate's API origin; tests point it at a local server. */
  baseUrl?: string | undefined;
  /**
   * Where Replicate posts a finished training: the webhook entry, which checks its signature
   * and hands the training to the training module.
   */
  webhookUrl: string;
}

export const TRIGGER_WORD = 'LSTARCHILD';

/** Runs a clean-up call; a 404 means it is already gone, which is what was wanted. */
async function unlessGone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status !== 404) throw error;
  }
}

/** A call to Replicate; an HTTP error it answers becomes a ProviderError naming it. */
async function replicateCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw providerErrorFromSdk('replicate', error);
  }
}

/** Trains a FLUX LoRA per child through Replicate's trainings API. */
export function createReplicateLikeness(
  settings: ReplicateSettings,
  { faces }: { faces: FacesProvider },
): LikenessProvider {
  const client = new Replicate({
    auth: settings.apiToken,
    ...(settings.baseUrl ? { baseUrl: settings.baseUrl } : {}),
  });
  const [trainer, version] = settings.trainerVersion.split(':');
  const [owner, model] = (trainer ?? '').split('/');

  const outcome = async (
    training: Training,
    photos: () => Promise<TrainingPhoto[]>,
  ): Promise<TrainingOutcome> => {
    if (training.status === 'succeeded') {
      const modelVersion = training.output?.version ?? null;
      if (!modelVersion)
        return { status: 'failed', error: 'The trainer finished without a model version.' };
      // The illustrator's colours still come from the photos; the LoRA draws the face.
      const estimate = await estimateLikeness(await photos(), faces);
      return {
        status: 'completed',
        traits: estimate.traits,
        modelVersion,
        warnings: estimate.warnings,
      };
    }
    if (training.status === 'failed' || training.status === 'canceled') {
      return {
        status: 'failed',
        error: typeof training.error === 'string' ? training.error : `Training ${training.status}.`,
      };
    }
    return { status: 'training', externalId: training.id };
  };

  /** Deletes a trained version, `owner/name:id` as the trainer reported it. */
  const deleteVersion = async (version: string) => {
    const [destinationModel, versionId] = version.split(':');
    if (!destinationModel || !versionId) return;
    await unlessGone(() =>
      client.request(`/models/${destinationModel}/versions/${versionId}`, { method: 'DELETE' }),
    );
  };

  return {
    kind: 'replicate',
    async start({ zipUrl }) {
      if (!owner || !model || !version) {
        return {
          status: 'failed',
          error: 'REPLICATE_TRAINER_VERSION must look like owner/model:version.',
        };
      }
      const training = await replicateCall(() =>
        client.trainings.create(owner, model, version, {
          destination: settings.destination as `${string}/${string}`,
          input: { input_images: zipUrl, trigger_word: TRIGGER_WORD, steps: 1000, lora_rank: 16 },
          webhook: settings.webhookUrl,
          webhook_events_filter: ['completed'],
        }),
      );
      return { status: 'training', externalId: training.id };
    },
    async check(externalId, photos) {
      return outcome(await replicateCall(() => client.trainings.get(externalId)), photos);
    },
    forget: ({ externalId, modelVersion }) =>
      replicateCall(async () => {
        if (externalId) {
          await unlessGone(async () => {
            const training = await client.trainings.get(externalId);
            if (!['succeeded', 'failed', 'canceled'].includes(training.status)) {
              await client.trainings.cancel(externalId);
            }
            // It may have finished after the child was deleted: its model goes too.
            const trained = (await client.trainings.get(externalId)).output?.version;
            if (trained && trained !== modelVersion) await deleteVersion(trained);
          });
        }
        if (modelVersion) await deleteVersion(modelVersion);
      }),
  };
}
