import { accountMessages } from '@littlestar/shared/accounts';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';

type ValidationKey =
  | 'invalidEmail'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'nameInvalid'
  | 'passwordsDoNotMatch';

/** The shared schemas' English messages, by their key in accounts.validation. */
const KEYS = new Map<string, ValidationKey>([
  [accountMessages.invalidEmail, 'invalidEmail'],
  [accountMessages.passwordTooShort, 'passwordTooShort'],
  [accountMessages.passwordTooLong, 'passwordTooLong'],
  [accountMessages.nameTooShort, 'nameTooShort'],
  [accountMessages.nameTooLong, 'nameTooLong'],
  [accountMessages.nameInvalid, 'nameInvalid'],
  [accountMessages.passwordsDoNotMatch, 'passwordsDoNotMatch'],
]);

/**
 * The account forms' fields with their message in the interface's language: the shared zod
 * schemas (also the server's) say it in English.
 */
export function useTranslatedField() {
  const t = useTranslations('accounts.validation');
  return useCallback(
    <Props extends { error?: string }>(props: Props): Props => {
      const key = props.error === undefined ? undefined : KEYS.get(props.error);
      return key ? { ...props, error: t(key) } : props;
    },
    [t],
  );
}
