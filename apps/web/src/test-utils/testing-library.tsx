/**
 * Testing Library as the tests import it (`@testing-library/react`, aliased here in
 * vite.config.mts): the same functions, with every render inside the English interface, as
 * the app renders inside its LanguageProvider. A test that wants Hindi wraps in its own.
 */
import * as testingLibrary from '@testing-library/react/pure';
import type { ComponentType, ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-context';
import { en } from '@/i18n/messages/en';

export * from '@testing-library/react/pure';

type Wrapper = ComponentType<{ children: ReactNode }>;

function inEnglish(Inner?: Wrapper): Wrapper {
  return function EnglishInterface({ children }) {
    return (
      <LanguageProvider initial={{ language: 'en', messages: en }}>
        {Inner ? <Inner>{children}</Inner> : children}
      </LanguageProvider>
    );
  };
}

interface WithWrapper {
  wrapper?: Wrapper;
}

export const render = ((ui: ReactNode, options: WithWrapper = {}) =>
  testingLibrary.render(ui, {
    ...options,
    wrapper: inEnglish(options.wrapper),
  })) as typeof testingLibrary.render;

export const renderHook = ((hook: (props: unknown) => unknown, options: WithWrapper = {}) =>
  testingLibrary.renderHook(hook, {
    ...options,
    wrapper: inEnglish(options.wrapper),
  })) as typeof testingLibrary.renderHook;
