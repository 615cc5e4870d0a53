/**
 * The image provider would not draw this picture for what it shows (moderation, a safety
 * filter). Unlike a network or server error, trying the same request again will not help:
 * the picture is asked for again more gently, or of another provider (see with-fallbacks.ts).
 */
export class PictureRefusedError extends Error {
  constructor(
    readonly provider: string,
    reason: string,
  ) {
    super(`${provider} refused the picture: ${reason}`);
    this.name = 'PictureRefusedError';
  }
}
