/** Where the photo submission is: each phase shows its own text and fills its part of the bar. */
export type UploadPhase =
  | { phase: 'zipping'; percent: number }
  | { phase: 'uploading'; percent: number }
  | { phase: 'starting' }
  | { phase: 'done' };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

/** Each phase's words: the interface's (children.photoStep), or English by default. */
export type UploadProgressWords = (
  phase: UploadPhase['phase'],
  values: { percent: number },
) => string;

const ENGLISH: UploadProgressWords = (phase, { percent }) =>
  ({
    zipping: `Zipping photos… ${percent}%`,
    uploading: `Uploading… ${percent}%`,
    starting: 'Starting training…',
    done: 'Training started!',
  })[phase];

/** 'Zipping photos… 40%', 'Uploading… 73%', 'Starting training…', 'Training started!' */
export function uploadProgressText(
  progress: UploadPhase,
  words: UploadProgressWords = ENGLISH,
): string {
  const percent = 'percent' in progress ? clampPercent(progress.percent) : 0;
  return words(progress.phase, { percent });
}

/** The share of the whole bar each phase takes: zipping is quick, uploading is not. */
const ZIP_SHARE = 20;
const UPLOAD_SHARE = 75;

/** The bar's value, 0 to 100, over all phases. */
export function uploadProgressValue(progress: UploadPhase): number {
  switch (progress.phase) {
    case 'zipping':
      return Math.round((clampPercent(progress.percent) * ZIP_SHARE) / 100);
    case 'uploading':
      return ZIP_SHARE + Math.round((clampPercent(progress.percent) * UPLOAD_SHARE) / 100);
    case 'starting':
      return ZIP_SHARE + UPLOAD_SHARE;
    case 'done':
      return 100;
  }
}
