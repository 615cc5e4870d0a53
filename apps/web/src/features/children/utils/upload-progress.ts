/** Where the photo submission is: each phase shows its own text and fills its part of the bar. */
export type UploadPhase =
  | { phase: 'zipping'; percent: number }
  | { phase: 'uploading'; percent: number }
  | { phase: 'starting' }
  | { phase: 'done' };

const clampPercent = (percent: number) => Math.min(100, Math.max(0, Math.round(percent)));

/** 'Zipping photos… 40%', 'Uploading… 73%', 'Starting training…', 'Training started!' */
export function uploadProgressText(progress: UploadPhase): string {
  switch (progress.phase) {
    case 'zipping':
      return `Zipping photos… ${clampPercent(progress.percent)}%`;
    case 'uploading':
      return `Uploading… ${clampPercent(progress.percent)}%`;
    case 'starting':
      return 'Starting training…';
    case 'done':
      return 'Training started!';
  }
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
