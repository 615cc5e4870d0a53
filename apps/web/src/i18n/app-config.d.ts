import type { WebMessages } from './messages/en';

// use-intl's typed keys: `useTranslations('layout')` then `t('logIn')` are checked against the
// English texts (https://next-intl.dev/docs/workflows/typescript).
declare module 'use-intl' {
  interface AppConfig {
    Messages: WebMessages;
  }
}
