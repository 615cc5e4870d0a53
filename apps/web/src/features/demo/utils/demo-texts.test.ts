import { demoMessages } from '@littlestar/shared/demo';
import { storyMessages } from '@littlestar/shared/stories';
import { expect, it } from 'vitest';
import demo from '@/i18n/messages/en/demo.json';

it('the free trial says in English what the shared free trial texts (the spec) say', () => {
  expect(demo.childrenPage.noChildren).toBe(demoMessages.noChildren);
  expect(demo.childrenPage.fetchChildrenFailed).toBe(demoMessages.fetchChildrenFailed);
  expect(demo.childrenPage.tryAgain).toBe(demoMessages.tryAgain);
  expect(demo.childrenPage.backToHome).toBe(demoMessages.backToHome);
  expect(demo.childStoriesPage.noStories).toBe(demoMessages.noStories);
  expect(demo.generateDialog.title).toBe(demoMessages.confirmTitle);
  expect(demo.previewPage.notLoggedIn).toBe(demoMessages.notLoggedIn);
  expect(demo.previewPage.logInToDownload).toBe(demoMessages.logInToDownload);
  expect(demo.createStoryPage.editWarning.startsWith(demoMessages.cannotEditWarning)).toBe(true);
  expect(demo.generateDialog.free.endsWith(demoMessages.cannotEditWarning)).toBe(true);
  expect(demo.storyCard.generating).toBe(storyMessages.generatingButton);
  expect(demo.generateDialog.started).toBe(storyMessages.generationStarted);
  expect(demo.previewPage.notFound).toBe(storyMessages.notFound);
});
