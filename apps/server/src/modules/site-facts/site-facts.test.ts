import { siteFactsSchema } from '@littlestar/shared/site-facts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { appWith } from '../../test/test-app.js';
import { siteFacts } from './routes.js';

const testApp = appWith({ env: { PHOTO_RETENTION_DAYS: '14' } });

describe('GET /api/site-facts', () => {
  it('tells any visitor how long photos are kept and that everything runs offline by default', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/site-facts' });
    expect(response.statusCode).toBe(200);
    expect(siteFactsSchema.parse(response.json())).toEqual({
      photo_retention_days: 14,
      likeness: 'offline',
      story_text: 'offline',
      story_images: 'offline',
      print_orders: false,
      // The offline writer writes English only (product.md#story-language).
      story_languages: ['en'],
    });
  });

  it('says which parts call an AI service when the operator configures one', () => {
    const config = loadConfig({
      PHOTO_RETENTION_DAYS: '0',
      LIKENESS: 'replicate',
      REPLICATE_API_TOKEN: 'r8_test',
      REPLICATE_TRAINER_VERSION: 'owner/trainer:abc',
      REPLICATE_DESTINATION: 'owner/children',
      REPLICATE_WEBHOOK_SECRET: 'whsec_test',
      STORY_TEXT: 'anthropic',
      STORY_TEXT_API_KEY: 'sk-ant-test',
    });
    expect(siteFacts(config)).toEqual({
      photo_retention_days: 0,
      likeness: 'ai',
      story_text: 'ai',
      story_images: 'offline',
      print_orders: false,
      // A language model writes books in Hindi as well.
      story_languages: ['en', 'hi'],
    });
  });
});
