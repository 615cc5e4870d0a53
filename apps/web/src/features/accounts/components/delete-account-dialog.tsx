import { PASSWORD_MAX } from '@littlestar/shared/accounts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDeleteAccount } from '../api/delete-account';
import { useSignInMethods } from '../api/list-sign-in-methods';

// Red-700 under white text keeps a contrast above 4.5:1 in both modes (axe checks the dialog).
const dangerClass =
  'bg-red-700 text-white shadow-none hover:bg-red-800 dark:bg-red-700 dark:text-white dark:hover:bg-red-800';

/**
 * Explains what deleting the account removes and what stays, asks for the password (or, for
 * an account without one, tells the parent to sign in again first) and deletes it. While the
 * deletion runs the dialog cannot be closed. `onDeleted` signs out locally and leaves.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
  /** Opened from a menu item (not a Radix trigger): where the focus goes back on closing. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useTranslations('accounts.deleteAccountDialog');
  const methods = useSignInMethods();
  const deletion = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const passwordRef = useRef<HTMLInputElement>(null);
  // Counts refusals: after each, once the field is enabled again, the focus goes back to it.
  const [refusals, setRefusals] = useState(0);
  // Until the methods are known the password is asked for: most accounts have one.
  const hasPassword = methods.data ? methods.data.includes('credential') : true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !password) {
      setError(t('passwordRequired'));
      return;
    }
    setError(undefined);
    deletion.mutate(hasPassword ? { password } : {}, {
      onSuccess: onDeleted,
      onError: (failure) => {
        setError(apiErrorMessage(failure, t('failed')));
        setRefusals((count) => count + 1);
      },
    });
  };

  // The field and the buttons are disabled while the deletion runs, which drops the focus:
  // after a refusal (e.g. a wrong password) it goes back to the password, selected to retype.
  useEffect(() => {
    if (refusals === 0 || deletion.isPending) return;
    passwordRef.current?.focus();
    passwordRef.current?.select();
  }, [refusals, deletion.isPending]);

  const close = (next: boolean) => {
    if (deletion.isPending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        role="alertdialog"
        className="max-h-[calc(100svh-2rem)] overflow-y-auto"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('title')}</DialogTitle>
            <DialogDescription>{t('goes')}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-muted-foreground">{t('stays')}</p>
          {hasPassword ? (
            <FormField
              ref={passwordRef}
              label={t('password')}
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={error}
              disabled={deletion.isPending}
            />
          ) : (
            <>
              <p className="rounded-2xl bg-muted p-3 text-sm">{t('googleNote')}</p>
              {error ? (
                <p role="alert" className="text-sm font-semibold text-destructive">
                  {error}
                </p>
              ) : null}
            </>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost" disabled={deletion.isPending}>
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" className={dangerClass} disabled={deletion.isPending}>
              {deletion.isPending ? t('deleting') : t('submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
