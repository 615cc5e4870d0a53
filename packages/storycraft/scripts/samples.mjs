// Writes a small gallery of stories as HTML pages into samples/ (gitignored), for people
// to read and look at. Run with `npm run samples`; it builds the package first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { craftStory } from '../dist/index.js';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'samples');

const SAMPLES = [
  {
    child: {
      name: 'Mia',
      age: 4,
      pronouns: 'she/her',
      likeness: {
        skinTone: '#94603f',
        hairColor: '#1f1a17',
        eyeColor: '#3a2414',
        favoriteColor: '#2fb3a6',
        hairStyle: 'curly',
        glasses: true,
      },
    },
    story: {
      title: 'Mia and the Deep Blue Sea',
      theme: 'courage',
      setting: 'ocean',
      conflict: 'is scared of deep water',
    },
  },
  {
    child: {
      name: 'Leo',
      age: 6,
      pronouns: 'he/him',
      likeness: {
        skinTone: '#f3cfb3',
        hairColor: '#b5522b',
        eyeColor: '#4f7d4a',
        favoriteColor: '#f39a3d',
        hairStyle: 'short',
        glasses: false,
      },
    },
    story: {
      title: "Leo's New Friend",
      theme: 'friendship',
      setting: 'school',
      moral: 'Be kind to others',
    },
  },
  {
    child: {
      name: 'Sam',
      age: 9,
      pronouns: 'they/them',
      likeness: {
        skinTone: '#d39b73',
        hairColor: '#3b2618',
        eyeColor: '#5b3a1e',
        favoriteColor: '#8e6bd1',
        hairStyle: 'braids',
        glasses: false,
      },
    },
    story: {
      title: 'The Little Lost Star',
      theme: 'space',
      setting: 'desert',
      conflict: 'Gets frustrated when things are hard',
      moral: 'being patient matters',
    },
  },
  {
    child: {
      name: 'Aisha',
      age: 7,
      pronouns: 'she/her',
      likeness: {
        skinTone: '#6f4530',
        hairColor: '#1f1a17',
        eyeColor: '#3a2414',
        favoriteColor: '#ff69b4',
        hairStyle: 'afro',
        glasses: false,
      },
    },
    story: { title: 'The Wand in the Woods', theme: 'magic', setting: 'forest' },
  },
  {
    child: {
      name: 'Ravi',
      age: 10,
      pronouns: 'he/him',
      likeness: {
        skinTone: '#b97a55',
        hairColor: '#1f1a17',
        eyeColor: '#3a2414',
        favoriteColor: '#4a90d9',
        hairStyle: 'wavy',
        glasses: true,
      },
    },
    story: {
      title: 'Ravi Climbs the Mountain',
      theme: 'adventure',
      setting: 'mountain',
      conflict: "doesn't like being lost",
    },
  },
  {
    child: {
      name: 'Juniper',
      age: 5,
      pronouns: 'other',
      likeness: {
        skinTone: '#fbe3d0',
        hairColor: '#e2c27a',
        eyeColor: '#4a7fb5',
        favoriteColor: '#58b368',
        hairStyle: 'ponytail',
        glasses: false,
      },
    },
    story: {
      title: 'A Family Day in the Kingdom',
      theme: 'family',
      setting: 'magical kingdom',
      moral: 'Family is always there for you',
    },
  },
];

const escapeHtml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const STYLE = `body{font-family:Georgia,serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#2b2233;background:#fffaf5}
figure{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:1.5rem;align-items:center;margin:2rem 0}
figure svg{width:100%;height:auto;border-radius:16px;box-shadow:0 4px 16px #0002}
p{font-size:1.35rem;line-height:1.6}.brief{font-size:.85rem;color:#7a6f80;font-family:sans-serif}
a{color:#d63f8c}`;

mkdirSync(outDir, { recursive: true });
const links = [];
SAMPLES.forEach((sample, index) => {
  const story = craftStory({ ...sample, seed: `sample-${index}` });
  const pages = story.pages
    .map(
      (page, n) =>
        `<figure>${page.svg}<div><p>${escapeHtml(page.text)}</p><p class="brief">Page ${n + 1}. ${escapeHtml(page.brief)}</p></div></figure>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(story.title)}</title><style>${STYLE}</style>
<p><a href="index.html">All samples</a></p><h1>${escapeHtml(story.title)}</h1>
<figure>${story.cover.svg}<div><p class="brief">Cover. ${escapeHtml(story.cover.brief)}</p></div></figure>
${pages}</html>`;
  const file = `story-${index + 1}.html`;
  writeFileSync(join(outDir, file), html);
  links.push(
    `<li><a href="${file}">${escapeHtml(story.title)}</a> — ${escapeHtml(sample.child.name)}, ${sample.child.age}, ${sample.story.theme} in the ${sample.story.setting}</li>`,
  );
});
writeFileSync(
  join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storycraft samples</title><style>${STYLE}</style><h1>Storycraft samples</h1><ul>${links.join('')}</ul></html>`,
);
console.log(`Wrote ${SAMPLES.length} stories to ${outDir}/index.html`);
