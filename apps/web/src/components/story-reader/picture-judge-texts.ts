import { pageEditTexts } from '@littlestar/shared/page-edits';

/**
 * What the reader tells the parent of the picture judge's look at a picture (docs/pictures.md):
 * the likeness the face model measured, and whether the picture was drawn again for it. In
 * English, as the tests quote them; the reader shows `reader.pictureJudge` in the interface's
 * language (src/i18n/messages).
 */
export const pictureJudgeTexts = {
  /** Stands in for the child's name while it is not known. */
  yourChild: 'your child',
  likeness: (name: string, score: number) => `Looks like ${name}: ${score} %`,
  /** No face found on the picture (a landscape, a back view): not a failure. */
  notMeasured: 'Likeness not measured',
  redrawn: (name: string) => `Drawn again to look more like ${name}`,
  /** Still short after a redraw, or none was left: the parent's own redraw is the way. */
  short: (name: string) => `May not look quite like ${name}: try “${pageEditTexts.editPage}”`,
} as const;
