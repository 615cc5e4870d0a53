import { describe, expect, it } from 'vitest';
import { uploadProgressText, uploadProgressValue, type UploadPhase } from './upload-progress';

describe('upload progress', () => {
  it('says what is happening, with whole percentages', () => {
    expect(uploadProgressText({ phase: 'zipping', percent: 40 })).toBe('Zipping photos… 40%');
    expect(uploadProgressText({ phase: 'uploading', percent: 72.6 })).toBe('Uploading… 73%');
    expect(uploadProgressText({ phase: 'uploading', percent: 140 })).toBe('Uploading… 100%');
    expect(uploadProgressText({ phase: 'starting' })).toBe('Starting training…');
    expect(uploadProgressText({ phase: 'done' })).toBe('Training started!');
  });

  it('fills the bar forward through the phases and never goes back', () => {
    const sequence: UploadPhase[] = [
      { phase: 'zipping', percent: 0 },
      { phase: 'zipping', percent: 50 },
      { phase: 'zipping', percent: 100 },
      { phase: 'uploading', percent: 0 },
      { phase: 'uploading', percent: 60 },
      { phase: 'uploading', percent: 100 },
      { phase: 'starting' },
      { phase: 'done' },
    ];
    const values = sequence.map(uploadProgressValue);
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(100);
    for (let index = 1; index < values.length; index += 1) {
      expect(values[index]).toBeGreaterThanOrEqual(values[index - 1]!);
    }
  });
});
