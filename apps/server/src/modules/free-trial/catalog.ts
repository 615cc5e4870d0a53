import type { Pronouns, Setting, Theme } from '@littlestar/shared/catalog';
import type { StoryLanguage } from '@littlestar/shared/languages';
import type { Likeness } from '@littlestar/shared/likeness';
import type { WrittenStory } from '@littlestar/shared/story';
import { TIMTIM_THE_FIREFLY } from './sample-book-hindi.js';

/** The account that owns the demo children and their seeded stories; nobody can sign in as it. */
export const DEMO_PUBLISHER = {
  id: 'littlestar-demo',
  name: 'Littlestar',
  email: 'demo@littlestar.invalid',
} as const;

export interface DemoStoryPlan {
  /** Fixed, so seeding again finds the story instead of adding one. */
  id: string;
  title: string;
  theme: Theme;
  setting: Setting;
  conflict?: string;
  moral?: string;
  /** The book's language; English when absent. */
  language?: StoryLanguage;
  /**
   * A book the team wrote itself (sample-book-hindi.ts), bound as it is with the offline
   * illustrator's pictures: the offline writer writes English only.
   */
  written?: WrittenStory;
}

export interface DemoChildPlan {
  id: string;
  name: string;
  /** The name in Devanagari, for its books in Hindi. */
  nameDevanagari?: string;
  age: number;
  pronouns: Pronouns;
  description: string;
  likeness: Likeness;
  stories: DemoStoryPlan[];
}

/**
 * The sample children of the free trial: one or more per age band, different pronouns and
 * looks, each with finished stories a visitor can read at once. Ids are fixed; a release may
 * add children or stories here and the next start seeds them.
 */
export const DEMO_CHILDREN: readonly DemoChildPlan[] = [
  {
    id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b0a01',
    name: 'Aarav',
    nameDevanagari: 'आरव',
    age: 4,
    pronouns: 'he/him',
    description: 'Loves boats, bubbles and his stripy blanket.',
    likeness: {
      skinTone: '#b97a55',
      hairColor: '#1f1a17',
      eyeColor: '#3a2414',
      favoriteColor: '#2a9d8f',
      hairStyle: 'short',
      glasses: false,
    },
    stories: [
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1a01',
        title: 'Aarav and the Bubble Boat',
        theme: 'adventure',
        setting: 'ocean',
        conflict: 'A little crab has lost its way home',
        moral: 'Helping others makes us brave',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1a02',
        title: 'The Sleepy Forest Lanterns',
        theme: 'nature',
        setting: 'forest',
        moral: 'Quiet things are worth listening to',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1a03',
        title: TIMTIM_THE_FIREFLY.title,
        theme: 'nature',
        setting: 'forest',
        language: 'hi',
        written: TIMTIM_THE_FIREFLY,
      },
    ],
  },
  {
    id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b0a02',
    name: 'Mia',
    age: 6,
    pronouns: 'she/her',
    description: 'Asks a hundred questions a day, most of them about stars.',
    likeness: {
      skinTone: '#f3cfb3',
      hairColor: '#b5522b',
      eyeColor: '#4f7d4a',
      favoriteColor: '#7b2cbf',
      hairStyle: 'curly',
      glasses: true,
    },
    stories: [
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1b01',
        title: 'Mia and the Missing Moon',
        theme: 'space',
        setting: 'space',
        conflict: 'The moon has gone missing from the sky',
        moral: 'Curiosity helps us solve problems',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1b02',
        title: 'The Dragon Who Was Afraid of the Dark',
        theme: 'friendship',
        setting: 'magical kingdom',
        conflict: 'A young dragon is too scared to fly at night',
        moral: 'Friends make scary things smaller',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1b03',
        title: 'Mia’s Big School Surprise',
        theme: 'learning',
        setting: 'school',
      },
    ],
  },
  {
    id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b0a03',
    name: 'Noor',
    age: 7,
    pronouns: 'they/them',
    description: 'Builds dens, climbs everything and collects interesting rocks.',
    likeness: {
      skinTone: '#94603f',
      hairColor: '#3b2618',
      eyeColor: '#5b3a1e',
      favoriteColor: '#e76f51',
      hairStyle: 'braids',
      glasses: false,
    },
    stories: [
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1c01',
        title: 'Noor and the Singing Dunes',
        theme: 'courage',
        setting: 'desert',
        conflict: 'A sandstorm hides the way back to the oasis',
        moral: 'Courage is doing the right thing while you are scared',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1c02',
        title: 'The Treehouse at the Top of the Jungle',
        theme: 'family',
        setting: 'jungle',
        moral: 'Home is wherever we look after each other',
      },
    ],
  },
  {
    id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b0a04',
    name: 'Leo',
    age: 9,
    pronouns: 'he/him',
    description: 'Reads under the covers with a torch and dreams of mountains.',
    likeness: {
      skinTone: '#fbe3d0',
      hairColor: '#e2c27a',
      eyeColor: '#4a7fb5',
      favoriteColor: '#e63946',
      hairStyle: 'wavy',
      glasses: false,
    },
    stories: [
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1d01',
        title: 'Leo and the Whispering Mountain',
        theme: 'adventure',
        setting: 'mountain',
        conflict: 'An avalanche has blocked the only path to the village',
        moral: 'Good plans are made together',
      },
      {
        id: '6f1c9a52-0d0e-4c3b-9a61-3d2f8f5b1d02',
        title: 'The City of Clockwork Birds',
        theme: 'magic',
        setting: 'city',
        conflict: 'The clock tower stopped and the birds forgot how to sing',
      },
    ],
  },
];
