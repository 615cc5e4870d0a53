// Writes seventeen stories (twelve samples and the five read-aloud requests), with their
// pictures and reading levels, into one HTML page, samples/index.html (gitignored), for people
// to read. Run with `npm run storycraft:samples`
// from the repository root; it builds the package first.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { craftStory, readingLevel } from '../dist/index.js';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'samples');

const LOOKS = {
  a: {
    skinTone: '#94603f',
    hairColor: '#1f1a17',
    eyeColor: '#3a2414',
    favoriteColor: '#2fb3a6',
    hairStyle: 'curly',
    glasses: true,
  },
  b: {
    skinTone: '#f3cfb3',
    hairColor: '#b5522b',
    eyeColor: '#4f7d4a',
    favoriteColor: '#f39a3d',
    hairStyle: 'short',
    glasses: false,
  },
  c: {
    skinTone: '#d39b73',
    hairColor: '#3b2618',
    eyeColor: '#5b3a1e',
    favoriteColor: '#8e6bd1',
    hairStyle: 'braids',
    glasses: false,
  },
  d: {
    skinTone: '#6f4530',
    hairColor: '#1f1a17',
    eyeColor: '#3a2414',
    favoriteColor: '#ff69b4',
    hairStyle: 'afro',
    glasses: false,
  },
  e: {
    skinTone: '#b97a55',
    hairColor: '#1f1a17',
    eyeColor: '#3a2414',
    favoriteColor: '#4a90d9',
    hairStyle: 'wavy',
    glasses: true,
  },
  f: {
    skinTone: '#fbe3d0',
    hairColor: '#e2c27a',
    eyeColor: '#4a7fb5',
    favoriteColor: '#58b368',
    hairStyle: 'ponytail',
    glasses: false,
  },
};

/**
 * Twelve requests across themes, ages 3–10 and settings, as a parent would write them: fears
 * out of doors and at home, a skill, sharing, a habit, missing someone, and words typed in a hurry.
 */
const SAMPLES = [
  {
    child: { name: 'Mia', age: 3, pronouns: 'she/her', likeness: LOOKS.a },
    story: {
      title: 'Mia and the Deep Blue Sea',
      theme: 'courage',
      setting: 'ocean',
      conflict: 'is scared of deep water',
      moral: '',
    },
  },
  {
    child: { name: 'Leo', age: 4, pronouns: 'he/him', likeness: LOOKS.b },
    story: {
      title: 'The Red Kite',
      theme: 'family',
      setting: 'city',
      conflict: 'is learning to fly a kite with grandpa',
      moral: '',
    },
  },
  {
    child: { name: 'Juniper', age: 3, pronouns: 'other', likeness: LOOKS.f },
    story: {
      title: 'A Family Day in the Kingdom',
      theme: 'family',
      setting: 'magical kingdom',
      conflict: "won't share toys with the baby brother",
      moral: 'Family is always there for you',
    },
  },
  {
    child: { name: 'Zoe', age: 5, pronouns: 'she/her', likeness: LOOKS.d },
    story: {
      title: 'Zoe and the Glass Mountain',
      theme: 'adventure',
      setting: 'mountain',
      conflict: 'is scared of the neighbours big dog',
      moral: '',
    },
  },
  {
    child: { name: 'Leo', age: 6, pronouns: 'he/him', likeness: LOOKS.b },
    story: {
      title: "Leo's New Friend",
      theme: 'friendship',
      setting: 'school',
      conflict: 'is very shy at the new school',
      moral: 'Be kind to others',
    },
  },
  {
    child: { name: 'Zoe', age: 9, pronouns: 'she/her', likeness: LOOKS.d },
    story: {
      title: 'Brave Zoe',
      theme: 'courage',
      setting: 'city',
      conflict: 'Zoe is scared of the dark cupboard under the stairs where the old lantern is kept',
      moral: '',
    },
  },
  {
    child: { name: 'Aisha', age: 7, pronouns: 'she/her', likeness: LOOKS.d },
    story: {
      title: 'The Wand in the Woods',
      theme: 'magic',
      setting: 'forest',
      conflict: 'misses grandpa who moved away',
      moral: '',
    },
  },
  {
    child: { name: 'Ximena', age: 7, pronouns: 'she/her', likeness: LOOKS.a },
    story: {
      title: 'Ximena and the Tall Bridge',
      theme: 'courage',
      setting: 'mountain',
      conflict: 'is afraid of heights',
      moral: '',
    },
  },
  {
    child: { name: 'Sam', age: 8, pronouns: 'they/them', likeness: LOOKS.c },
    story: {
      title: 'The Little Lost Star',
      theme: 'space',
      setting: 'desert',
      conflict: 'Gets frustrated when things are hard',
      moral: 'being patient matters',
    },
  },
  {
    child: { name: 'Ravi', age: 9, pronouns: 'he/him', likeness: LOOKS.e },
    story: {
      title: 'Ravi Climbs the Mountain',
      theme: 'adventure',
      setting: 'mountain',
      conflict: 'hates getting lost!!! (happened at the mall once lol)',
      moral: '',
    },
  },
  {
    child: { name: 'Noor', age: 10, pronouns: 'she/her', likeness: LOOKS.c },
    story: {
      // No title: the engine names a story about a habit for the habit.
      title: '',
      theme: 'nature',
      setting: 'ocean',
      conflict: "won't go to bed and keeps getting up at night",
      moral: '',
    },
  },
  {
    child: { name: 'Kofi', age: 5, pronouns: 'he/him', likeness: LOOKS.e },
    story: {
      title: 'Kofi and the Piano',
      theme: 'learning',
      setting: 'city',
      conflict: 'wants to learn the piano',
      moral: 'practice helps',
    },
  },
];

/**
 * The five requests a parent's read-aloud found stitched together (one problem, a second
 * story beside it), kept with the golden books so both read the same words and seed.
 */
const READ_ALOUD = JSON.parse(
  readFileSync(new URL('../golden/requests.json', import.meta.url), 'utf8'),
)
  .filter((request) => request.id.startsWith('read-aloud-'))
  .map((request, index) => ({
    ...request,
    child: { ...request.child, likeness: Object.values(LOOKS)[index] },
  }));

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLE = `body{font-family:Georgia,serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#2b2233;background:#fffaf5}
figure{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1.5rem;align-items:center;margin:2rem 0}
figure svg{width:100%;height:auto;border-radius:16px;box-shadow:0 4px 16px #0002}
p{font-size:1.35rem;line-height:1.6}.brief{font-size:.85rem;color:#7a6f80;font-family:sans-serif}
a{color:#d63f8c}.about{font-family:sans-serif;color:#5a4f60}section{border-top:2px solid #eadfd5;margin-top:3rem}`;

mkdirSync(outDir, { recursive: true });
const contents = [];
const stories = [...SAMPLES, ...READ_ALOUD].map((sample, index) => {
  const story = craftStory({ seed: `sample-${index}`, ...sample });
  const text = story.pages.map((page) => page.text).join(' ');
  const level = readingLevel(text, sample.child.age, [sample.child.name]);
  const words = text.split(/\s+/).length;
  const formula = level.formula === 'spache' ? 'Spache' : 'Flesch–Kincaid';
  const id = `story-${index + 1}`;
  const about = `${sample.child.name}, ${sample.child.age} · ${sample.story.theme} in the ${sample.story.setting} · ${formula} grade ${level.grade.toFixed(1)} · ${words} words, ${story.pages.length} pages`;
  contents.push(`<li><a href="#${id}">${escapeHtml(story.title)}</a> — ${escapeHtml(about)}</li>`);
  console.log(`${String(index + 1).padStart(2)}. ${story.title} — ${about}`);
  const asked = [
    sample.story.conflict && `Problem: “${sample.story.conflict}”`,
    sample.story.moral && `Moral: “${sample.story.moral}”`,
  ].filter(Boolean);
  const pages = story.pages
    .map(
      (page, n) =>
        `<figure>${page.svg}<figcaption><p>${escapeHtml(page.text)}</p><p class="brief">Page ${n + 1}</p></figcaption></figure>`,
    )
    .join('\n');
  return `<section id="${id}"><h2>${escapeHtml(story.title)}</h2><p class="about">${escapeHtml(about)}${asked.length ? `<br>${escapeHtml(asked.join(' · '))}` : ''}</p>
<figure>${story.cover.svg}<figcaption><p class="brief">Cover</p></figcaption></figure>
${pages}<p><a href="#top">Back to the list</a></p></section>`;
});
const file = join(outDir, 'index.html');
writeFileSync(
  file,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storycraft samples</title><style>${STYLE}</style>
<h1 id="top">Storycraft samples</h1><p>${stories.length} stories written and drawn offline by storycraft, with each book's reading level (Spache up to age 8, Flesch–Kincaid above). The last ${READ_ALOUD.length} are the read-aloud requests kept with the golden books.</p>
<ol>${contents.join('')}</ol>
${stories.join('\n')}</html>`,
);
console.log(`Wrote ${stories.length} stories to ${file}`);
