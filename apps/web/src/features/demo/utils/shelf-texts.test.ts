import { demoMessages } from '@littlestar/shared/demo';
import { expect, it } from 'vitest';
import { shelfTexts } from './shelf-texts';

it('the shelf says what the product spec says, as the shared free trial texts do', () => {
  for (const [key, text] of Object.entries(shelfTexts))
    expect(text).toBe(demoMessages[key as keyof typeof shelfTexts]);
});
