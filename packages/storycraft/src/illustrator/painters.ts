import type { Setting } from '@littlestar/shared/catalog';
import type { ScenePainter } from './scene.js';
import { paintCity } from './scenes/city.js';
import { paintDesert } from './scenes/desert.js';
import { paintForest } from './scenes/forest.js';
import { paintJungle } from './scenes/jungle.js';
import { paintMagicalKingdom } from './scenes/magical-kingdom.js';
import { paintMountain } from './scenes/mountain.js';
import { paintOcean } from './scenes/ocean.js';
import { paintSchool } from './scenes/school.js';
import { paintSpace } from './scenes/space.js';
import { paintUnderwater } from './scenes/underwater.js';

/** One painter per setting, each with its own landmark so the place reads at a glance. */
export const SCENE_PAINTERS: Record<Setting, ScenePainter> = {
  forest: paintForest,
  ocean: paintOcean,
  space: paintSpace,
  'magical kingdom': paintMagicalKingdom,
  city: paintCity,
  mountain: paintMountain,
  jungle: paintJungle,
  desert: paintDesert,
  school: paintSchool,
  underwater: paintUnderwater,
};
