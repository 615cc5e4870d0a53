import { newPasswordFormSchema } from '@littlestar/shared/accounts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/lib/use-form';

/** The new password and its confirmation (spec §5 "Password reset"). */
export function NewPasswordForm({ onSubmit }: { onSubmit: (password: string) => Promise<void> }) {
  const form = useForm({
    schema: newPasswordFormSchema,
    initialValues: { password: '', confirmPassword: '' },
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ password }) => onSubmit(password))}
      className="grid gap-4"
    >
      <FormField
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus
        {...form.field('password')}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
        {form.isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
