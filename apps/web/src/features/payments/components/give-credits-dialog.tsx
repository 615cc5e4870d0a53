import {
  GIFT_CODE_MESSAGE_MAX_LENGTH,
  GIFT_NAME_MAX_LENGTH,
  type GeneratedGiftCode,
  type GenerateGiftCode,
} from '@littlestar/shared/gift-codes';
import type { Plan } from '@littlestar/shared/payments';
import { Gift, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { FormField, FormSelectField, FormTextareaField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';
import { CURRENCIES, formatPlanPrice, preferredCurrencyIn } from '@/lib/currency';
import { useLanguage } from '@/i18n/language-context';
import { useZodForm } from '@/lib/use-zod-form';
import { useGenerateGiftCode } from '../api/generate-gift-code';
import { useGiftCheckout } from '../hooks/use-gift-checkout';
import {
  giftFormSchema,
  splitGiftForm,
  type GiftForm,
  type GiftFormValues,
} from '../utils/gift-form';
import { GiftCodeReveal } from './gift-code-reveal';
import { TestCheckoutDialog } from './test-checkout-dialog';

/** What comes after a paid checkout: making the code (and its mail) once. */
function usePaidGift() {
  const generate = useGenerateGiftCode();
  const [pending, setPending] = useState<{ giftId: string; input: GenerateGiftCode } | null>(null);
  const reveal = (giftId: string, input: GenerateGiftCode) => {
    setPending({ giftId, input });
    generate.mutate({ giftId, input });
  };
  const retry = () => {
    if (pending) generate.mutate(pending);
  };
  return { generate, reveal, retry };
}

function GiftFormFields({ plans, form }: { plans: Plan[]; form: ReturnType<typeof useGiftForm> }) {
  const currency = form.watch('currency');
  const t = useTranslations('payments.giveCredits');
  const planOptions = plans.map((plan) => ({
    value: plan.id,
    label: t('planOption', {
      name: plan.name,
      credits: plan.credits,
      price: formatPlanPrice(plan, currency === 'INR' ? 'INR' : 'USD'),
    }),
  }));
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <FormSelectField label={t('plan')} options={planOptions} {...form.field('plan_id')} />
        <FormSelectField
          label={t('currency')}
          options={CURRENCIES.map((code) => ({ value: code, label: code }))}
          {...form.field('currency')}
        />
      </div>
      <FormField
        label={t('fromName')}
        maxLength={GIFT_NAME_MAX_LENGTH}
        autoComplete="name"
        {...form.field('from_name')}
      />
      <FormField
        label={t('recipientName')}
        maxLength={GIFT_NAME_MAX_LENGTH}
        {...form.field('recipient_name')}
      />
      <FormField
        label={t('recipientEmail')}
        type="email"
        autoComplete="off"
        {...form.field('recipient_email')}
      />
      <FormTextareaField
        label={t('message')}
        rows={3}
        maxLength={GIFT_CODE_MESSAGE_MAX_LENGTH}
        {...form.field('message')}
      />
    </>
  );
}

function useGiftForm(plans: Plan[], fromName: string) {
  const { language } = useLanguage();
  return useZodForm<GiftFormValues, GiftForm>(giftFormSchema, {
    defaultValues: {
      plan_id: plans.find((plan) => plan.is_popular)?.id ?? plans[0]?.id ?? '',
      currency: preferredCurrencyIn(language),
      from_name: fromName,
      recipient_name: '',
      recipient_email: '',
      message: '',
    },
  });
}

/** The form, then the checkout, then the code: one gift from start to end. */
function GiveCreditsFlow({ plans, onDone }: { plans: Plan[]; onDone: () => void }) {
  const { user } = useAuth();
  const form = useGiftForm(plans, (user?.full_name ?? '').slice(0, GIFT_NAME_MAX_LENGTH));
  const { checkout, testCheckout, pay, dismiss } = useGiftCheckout();
  const paid = usePaidGift();
  const [isPaying, setIsPaying] = useState(false);
  const t = useTranslations('payments.giveCredits');

  const submit = async (values: GiftForm) => {
    const { order, code } = splitGiftForm(values);
    setIsPaying(true);
    try {
      const result = await checkout(order);
      if (result.outcome === 'paid' && result.order) paid.reveal(result.order.gift_id, code);
    } finally {
      setIsPaying(false);
    }
  };

  const shown: GeneratedGiftCode | undefined = paid.generate.data;
  if (shown) {
    return (
      <div className="grid gap-4">
        <GiftCodeReveal code={shown.code} isMailed={shown.is_mailed} />
        <DialogFooter>
          <Button type="button" onClick={onDone}>
            {t('done')}
          </Button>
        </DialogFooter>
      </div>
    );
  }
  if (paid.generate.isError || paid.generate.isPending) {
    return (
      <div className="grid gap-3">
        {paid.generate.isError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {apiErrorMessage(paid.generate.error, t('codeFailed'))}
          </p>
        ) : null}
        <Button
          type="button"
          onClick={paid.retry}
          disabled={paid.generate.isPending}
          className="justify-self-start"
        >
          {paid.generate.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : null}
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <GiftFormFields plans={plans} form={form} />
      <DialogFooter>
        <Button type="submit" disabled={isPaying}>
          {isPaying ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Gift aria-hidden="true" />
          )}
          {isPaying ? t('paying') : t('pay')}
        </Button>
      </DialogFooter>
      <TestCheckoutDialog checkout={testCheckout} onPay={pay} onDismiss={dismiss} />
    </form>
  );
}

/**
 * "Give credits" on the plans page (product.md#gift-credits): a plan bought for someone, paid
 * through the usual checkout, and its code shown once with a copy button. Closing the dialog
 * forgets the code; a gift whose code was never shown can show it from the list below.
 */
export function GiveCreditsDialog({ plans, isDisabled }: { plans: Plan[]; isDisabled: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useTranslations('payments.giveCredits');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={isDisabled}>
          <Gift aria-hidden="true" />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {open ? <GiveCreditsFlow plans={plans} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
