import type { Setting } from '@littlestar/shared/catalog';
import { propsNamedIn, type PropId } from './story-things.js';
import { FOREST } from './settings/forest.js';
import { OCEAN } from './settings/ocean.js';
import { SPACE } from './settings/space.js';
import { MAGICAL_KINGDOM } from './settings/magical-kingdom.js';
import { CITY } from './settings/city.js';
import { MOUNTAIN } from './settings/mountain.js';
import { JUNGLE } from './settings/jungle.js';
import { DESERT } from './settings/desert.js';
import { SCHOOL } from './settings/school.js';
import { UNDERWATER } from './settings/underwater.js';

/**
 * What each place gives the story: the nouns theme sentences borrow ({@landmark},
 * {@creature}, …) and sentences of its own for each moment of the day. Sentences of every
 * length sit together; the composer keeps short ones for the youngest readers.
 */
export interface SettingBank {
  slots: {
    place: string;
    placeIn: string;
    landmark: string;
    path: string;
    creature: string;
    theCreature: string;
    treasure: string;
    theTreasure: string;
    scary: string;
    skill: string;
    home: string;
    obstacle: string;
    gift: string;
  };
  opening: string[];
  sights: string[];
  journey: string[];
  darken: string[];
  night: string[];
  light: string[];
  bright: string[];
  bedtime: string[];
}

/** Each place's bank, one file a place (settings/). */
export const SETTING_BANKS: Record<Setting, SettingBank> = {
  forest: FOREST,
  ocean: OCEAN,
  space: SPACE,
  'magical kingdom': MAGICAL_KINGDOM,
  city: CITY,
  mountain: MOUNTAIN,
  jungle: JUNGLE,
  desert: DESERT,
  school: SCHOOL,
  underwater: UNDERWATER,
};

/** A creature to rescue that is drawn as a prop: stands in for a place's own one. */
export interface StandInCreature {
  creature: string;
  theCreature: string;
  drawnAs: PropId;
}

const STAND_INS: readonly StandInCreature[] = [
  { creature: 'a little grey kitten', theCreature: 'the little grey kitten', drawnAs: 'cat' },
  { creature: 'a scruffy little puppy', theCreature: 'the scruffy little puppy', drawnAs: 'dog' },
];

/**
 * The creature to rescue when the parent's words (title and conflict) already name the place's
 * own animal, or null to keep the place's. A story about the neighbours' big dog has one dog,
 * the one the child fears: the city's scruffy little dog to rescue would be a second dog in
 * the words and in the pictures, so a kitten is rescued instead.
 */
export function standInCreature(setting: Setting, parentWords: string): StandInCreature | null {
  const named = new Set(propsNamedIn(parentWords));
  const own = propsNamedIn(SETTING_BANKS[setting].slots.creature);
  if (!own.some((id) => named.has(id))) return null;
  return STAND_INS.find((standIn) => !named.has(standIn.drawnAs)) ?? null;
}

/** The place's bank as a story of these parent's words tells it (see standInCreature). */
export function settingBankFor(setting: Setting, parentWords: string): SettingBank {
  const bank = SETTING_BANKS[setting];
  const standIn = standInCreature(setting, parentWords);
  if (!standIn) return bank;
  return {
    ...bank,
    slots: { ...bank.slots, creature: standIn.creature, theCreature: standIn.theCreature },
  };
}
