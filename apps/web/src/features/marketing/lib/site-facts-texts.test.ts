import type { SiteFacts } from '@littlestar/shared/site-facts';
import { describe, expect, it } from 'vitest';
import { faceReferenceText, photoCareText, timingText } from './site-facts-texts';

const offline: SiteFacts = {
  photo_retention_days: 30,
  likeness: 'offline',
  story_text: 'offline',
  story_images: 'offline',
  print_orders: false,
};
const realAi: SiteFacts = {
  photo_retention_days: 1,
  likeness: 'ai',
  story_text: 'ai',
  story_images: 'ai',
  print_orders: false,
};

describe('what the FAQ says about photos', () => {
  it('gives the configured retention and says photos stay on our servers offline', () => {
    const text = photoCareText(offline);
    expect(text).toContain('deleted 30 days after your child’s likeness is ready');
    expect(text).toContain('or at once when you delete the child');
    expect(text).toContain('They never leave Littlestar');
    expect(text).not.toContain('character picture');
  });

  it('says a stylised character picture is kept instead, and names the AI service as the only one that sees them', () => {
    const text = photoCareText(realAi);
    expect(text).toContain('deleted 1 day after');
    expect(text).toContain('stylised character picture of your child, which we keep instead');
    expect(text).toContain('never shared with anyone but the AI service');
  });

  it('says "as soon as" when photos are not kept at all', () => {
    expect(photoCareText({ ...offline, photo_retention_days: 0 })).toContain(
      'deleted as soon as your child’s likeness is ready',
    );
  });

  it('claims nothing configuration-specific before the facts arrive', () => {
    const text = photoCareText(undefined);
    expect(text).toContain('soon after your child’s likeness is ready');
    expect(text).not.toMatch(/\d+ days?/);
    expect(text).not.toContain('never leave');
  });
});

describe('what the privacy policy says about the face reference', () => {
  it('names the measurements, what they are for, that they outlast the photos and when they go', () => {
    const text = faceReferenceText(offline);
    expect(text).toContain('measurements of your child’s face taken from the photos');
    expect(text).toContain('(not the photos themselves)');
    expect(text).toContain('To check that the pictures in your books look like your child');
    expect(text).toContain('They stay when the photos are deleted after 30 days');
    expect(text).toContain('delete the child or your account, or turn off the likeness check');
  });

  it('claims no number of days before the facts arrive', () => {
    expect(faceReferenceText(undefined)).toContain('They stay when the photos are deleted,');
    expect(faceReferenceText(undefined)).not.toMatch(/\d+ days?/);
    expect(faceReferenceText(realAi)).toContain('deleted after 1 day,');
  });
});

describe('what the FAQ says about timings', () => {
  it('says seconds for the offline engine and minutes with real AI', () => {
    expect(timingText(offline)).toContain('a few seconds after you upload photos');
    expect(timingText(offline)).toContain('written and illustrated in seconds');
    expect(timingText(realAi)).toContain('about 10 to 20 minutes after you upload photos');
    expect(timingText(realAi)).toContain('a story takes a few minutes');
    expect(timingText({ ...offline, story_images: 'ai' })).toContain('a few minutes');
  });
});
