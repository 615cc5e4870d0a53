import { newPasswordFormSchema } from '@littlestar/shared/accounts';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/lib/use-zod-form';

/** The new password and its confirmation (product.md#password-reset). */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const t = useTranslations('accounts.newPasswordForm');
  const form = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(({ password }) => onSubmit(password));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        {...form.field('password', { deps: ['confirmPassword'] })}
      />
      <FormField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
