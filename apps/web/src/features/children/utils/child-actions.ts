import { canEditDetails, type TrainingStatus } from '@littlestar/shared/children';

export interface ChildActions {
  /**
   * 'Edit Profile': name, age and pronouns at any time but while training runs (photos
   * only before training or after a failure; the edit page knows which).
   */
  canEdit: boolean;
  /** 'View Stories': only once the child is ready. */
  canViewStories: boolean;
  /** 'Look & feel' on the card: a ready child's likeness can still be adjusted. */
  canAdjustLook: boolean;
}

/** Which buttons a child's card offers for its training status (product.md#children-list). */
export function childActions(status: TrainingStatus): ChildActions {
  return {
    canEdit: canEditDetails(status),
    canViewStories: status === 'completed',
    canAdjustLook: status === 'completed',
  };
}

/** 'N years old' */
export const ageText = (age: number) => `${age} years old`;

/** The value shown beside the age slider: '5 years'. */
export const ageSliderText = (age: number) => `${age} years`;

interface ChildStatus {
  id: string;
  name: string;
  training_status: TrainingStatus;
}

/**
 * Children that were queued or training in `before` and are ready in `after`: the list
 * tells the parent when polling sees a training finish.
 */
export function findNewlyReady<C extends ChildStatus>(
  before: readonly ChildStatus[] | undefined,
  after: readonly C[] | undefined,
): C[] {
  if (!before || !after) return [];
  const wasTraining = new Set(
    before
      .filter((child) => child.training_status === 'queued' || child.training_status === 'training')
      .map((child) => child.id),
  );
  return after.filter(
    (child) => child.training_status === 'completed' && wasTraining.has(child.id),
  );
}
