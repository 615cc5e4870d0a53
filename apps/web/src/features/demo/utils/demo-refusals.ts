import type { ErrorCode } from '@littlestar/shared/error-codes';

/**
 * The answers that mean "this free story cannot be made now": shown beside the form, not as a
 * passing toast, since the parent has to change course.
 */
export const DEMO_REFUSALS: ErrorCode[] = [
  'free_story_used',
  'already_generating',
  'failed_too_often',
  'changed_meanwhile',
];
