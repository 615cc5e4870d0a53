import { redeemGiftCodeSchema, type RedeemGiftCode } from '@littlestar/shared/gift-codes';
import { Gift, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { useRedeemGiftCode } from '../api/redeem-gift-code';

/**
 * /redeem (product.md#gift-credits), signed in: the route guard asks a visitor to log in and
 * brings them back here. A code is added once; every refusal says why in the server's words.
 */
export function RedeemPage() {
  const redeem = useRedeemGiftCode();
  const form = useZodForm<RedeemGiftCode, RedeemGiftCode>(redeemGiftCodeSchema, {
    defaultValues: { code: '' },
  });
  const redeemed = redeem.data;
  const t = useTranslations('payments.redeemPage');
  return (
    <section className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <form
        noValidate
        className="grid gap-4 rounded-3xl border-2 bg-card p-5 sm:p-6"
        onSubmit={(event) =>
          void form.handleSubmit((input) => redeem.mutateAsync(input).catch(() => undefined))(event)
        }
      >
        <FormField
          label={t('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345"
          className="font-mono"
          {...form.field('code')}
        />
        <Button type="submit" className="justify-self-start" disabled={redeem.isPending}>
          {redeem.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Gift aria-hidden="true" />
          )}
          {redeem.isPending ? t('submitting') : t('submit')}
        </Button>
        {redeem.isError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {apiErrorMessage(redeem.error, t('failed'))}
          </p>
        ) : null}
      </form>
      {redeemed ? (
        <div
          role="status"
          className="grid gap-2 rounded-2xl border-2 border-emerald-300 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100"
        >
          <p className="font-bold">
            {t('redeemed', { credits: redeemed.credits, fromName: redeemed.from_name })}
          </p>
          <p>{t('balance', { credits: redeemed.total_credits })}</p>
          <Link to={paths.children.href()} className="font-bold underline underline-offset-4">
            {t('next')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
