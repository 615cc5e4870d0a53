import { drawGrownUp } from '../grown-up.js';
import { drawProp } from '../props.js';
import { circle, group } from '../svg.js';
import type { IllustrationRequest } from './request.js';
import type { Stage } from './stage.js';

/** Someone the page's words remember rather than meet, small in a thought cloud over the child. */
export function drawMemory(request: IllustrationRequest, stage: Stage): string {
  const { childX, groundY, facing } = stage;
  const rememberedId = request.remembered?.[0];
  if (!rememberedId && !request.remembersGrownUp) return '';
  const cloudX = childX + facing * 170;
  const cloudY = groundY - 560;
  const person = rememberedId
    ? drawProp({
        id: rememberedId,
        x: cloudX,
        y: cloudY + 95,
        scale: 0.38,
        facing: 1,
        child: request.likeness,
      })
    : drawGrownUp({
        role: request.grownUp ?? '',
        child: request.likeness,
        x: cloudX,
        y: cloudY + 95,
        scale: 0.38,
        facing: 1,
      });
  return thoughtCloud(cloudX, cloudY, facing, person);
}

/** A thought cloud with someone remembered in it, its little bubbles trailing to the child. */
function thoughtCloud(x: number, y: number, facing: 1 | -1, person: string): string {
  const puff = (dx: number, dy: number, r: number) =>
    circle(x + dx, y + dy, r, '#ffffff', 'opacity="0.92"');
  const cloud =
    puff(-70, 10, 60) +
    puff(0, -20, 75) +
    puff(70, 10, 60) +
    puff(0, 40, 70) +
    circle(x - facing * 80, y + 110, 14, '#ffffff', 'opacity="0.92"') +
    circle(x - facing * 100, y + 145, 9, '#ffffff', 'opacity="0.92"');
  return group(cloud + person, undefined, 'data-memory="true"');
}
