/** Where the figure's joints are, in its local coordinates (feet at 0, 0, head up). */
export const SHOULDER_Y = -168;
export const SHOULDER_X = 38;
export const HIP_Y = -96;
export const HEAD_Y = -250;
export const HEAD_R = 62;
