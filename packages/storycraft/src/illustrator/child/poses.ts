import type { Pose } from '../../arc.js';
import type { Expression } from './face.js';

export interface Arm {
  /** Elbow and hand as offsets from the shoulder; +x is away from the body. */
  elbow: [number, number];
  hand: [number, number];
}

export interface PoseShape {
  left: Arm;
  right: Arm;
  /** Leg angles in degrees from vertical; + spreads outward. */
  legs: [number, number];
  lean: number;
  hop: number;
  expression: Expression;
}

/** How each pose holds the arms and legs, and the face it wears unless a note asks for another. */
export const POSES: Record<Exclude<Pose, 'sleeping'>, PoseShape> = {
  walking: {
    left: { elbow: [8, 40], hand: [6, 80] },
    right: { elbow: [14, 38], hand: [28, 74] },
    legs: [-4, 14],
    lean: 0,
    hop: 0,
    expression: 'smile',
  },
  discovering: {
    left: { elbow: [22, 34], hand: [8, 62] },
    right: { elbow: [30, -26], hand: [54, -64] },
    legs: [5, 5],
    lean: 0,
    hop: 0,
    expression: 'wonder',
  },
  worried: {
    left: { elbow: [10, 40], hand: [-30, 46] },
    right: { elbow: [10, 40], hand: [-30, 46] },
    legs: [2, 2],
    lean: 0,
    hop: 0,
    expression: 'worried',
  },
  trying: {
    left: { elbow: [34, 6], hand: [66, -8] },
    right: { elbow: [34, -6], hand: [64, -30] },
    legs: [-6, 16],
    lean: 7,
    hop: 0,
    expression: 'determined',
  },
  triumphant: {
    left: { elbow: [44, -36], hand: [72, -92] },
    right: { elbow: [44, -36], hand: [72, -92] },
    legs: [9, 9],
    lean: 0,
    hop: 22,
    expression: 'joy',
  },
  hugging: {
    left: { elbow: [-4, 40], hand: [-52, 34] },
    right: { elbow: [32, 18], hand: [66, 8] },
    legs: [3, 5],
    lean: 4,
    hop: 0,
    expression: 'content',
  },
};
