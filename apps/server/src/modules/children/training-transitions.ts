import type { TrainingStatus } from '@littlestar/shared/children';

/**
 * Every move a child's `training_status` may make. The children module owns the row: the
 * training flow asks for a move through the functions in `training-rows.ts`, which each write
 * only from a status this table allows, in one conditional UPDATE (so two racing moves cannot
 * both win). A finished training is final: a child is trained once.
 */
export const TRAINING_TRANSITIONS: Readonly<Record<TrainingStatus, readonly TrainingStatus[]>> = {
  // The photos are in and a training job is queued (again, after a failure).
  not_started: ['queued'],
  failed: ['queued'],
  // A worker took the job; or the sweep gave up on a job that never ran.
  queued: ['training', 'failed'],
  training: ['completed', 'failed'],
  completed: [],
};

/** Whether a child in `from` may move to `to`. */
export const canMoveTraining = (from: TrainingStatus, to: TrainingStatus): boolean =>
  TRAINING_TRANSITIONS[from].includes(to);

/** The statuses a child may move to `to` from. */
export const statusesBefore = (to: TrainingStatus): TrainingStatus[] =>
  (Object.keys(TRAINING_TRANSITIONS) as TrainingStatus[]).filter((from) =>
    canMoveTraining(from, to),
  );
