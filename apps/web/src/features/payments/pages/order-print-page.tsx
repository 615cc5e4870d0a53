import {
  EMPTY_SHIPPING_ADDRESS,
  formatUsdCents,
  shippingAddressSchema,
  type ShippingAddress,
  type ShippingLevel,
  type ShippingOption,
} from '@littlestar/shared/print-orders';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslations } from 'use-intl';
import { FormField, FormSelectField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { usePrintOptions } from '../api/get-print-options';
import { useListShippingOptions } from '../api/list-shipping-options';
import { usePrintFiles } from '../api/print-files';
import { quotePrintOrder } from '../api/quote-print-order';
import { TestCheckoutDialog } from '../components/test-checkout-dialog';
import { usePrintCheckout } from '../hooks/use-print-checkout';

type AddressForm = Record<keyof ShippingAddress, string>;
type AddressErrors = Partial<Record<keyof ShippingAddress, string>>;

/** The address's text fields; each label is payments.orderPrintPage.fields.<name>. */
const FIELDS = [
  { name: 'name', autoComplete: 'name' },
  { name: 'street1', autoComplete: 'address-line1' },
  { name: 'street2', autoComplete: 'address-line2' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state_code', autoComplete: 'address-level1' },
  { name: 'postcode', autoComplete: 'postal-code' },
  { name: 'phone_number', autoComplete: 'tel' },
] as const satisfies readonly { name: keyof ShippingAddress; autoComplete: string }[];

/** A zod issue of the address, as much of it as its text needs. */
interface AddressIssue {
  code: string;
  message: string;
  maximum?: unknown;
}

/** Each field's texts by kind of issue, beside the named lines' required and too long. */
const ISSUE_KEYS = {
  name: { invalid_format: 'cannotPrint' },
  street1: { invalid_format: 'cannotPrint' },
  city: { invalid_format: 'cannotPrint' },
  postcode: { invalid_format: 'postcodeChars' },
  street2: { too_big: 'street2TooLong', invalid_format: 'street2CannotPrint' },
  state_code: { too_big: 'stateTooLong', invalid_format: 'stateCannotPrint' },
  country_code: {
    invalid_type: 'chooseCountry',
    too_small: 'chooseCountry',
    invalid_format: 'chooseCountry',
  },
  phone_number: { invalid_type: 'phoneRequired', invalid_format: 'phoneInvalid' },
} as const;
type IssueKey =
  | 'cannotPrint'
  | 'postcodeChars'
  | 'street2TooLong'
  | 'street2CannotPrint'
  | 'stateTooLong'
  | 'stateCannotPrint'
  | 'chooseCountry'
  | 'phoneRequired'
  | 'phoneInvalid';

/** The lines whose messages name them ('City is required.'). */
const NAMED_LINES = ['name', 'street1', 'city', 'postcode'] as const;
const isNamedLine = (field: string): field is (typeof NAMED_LINES)[number] =>
  (NAMED_LINES as readonly string[]).includes(field);

/**
 * The address schema's messages (shared with the server, in English) in the interface's
 * language, told by the field and the kind of issue; anything else keeps the schema's words.
 */
function useAddressErrorText() {
  const t = useTranslations('payments.orderPrintPage.addressErrors');
  return (field: keyof ShippingAddress, issue: AddressIssue): string => {
    if (isNamedLine(field)) {
      const name = t(`fieldNames.${field}`);
      if (issue.code === 'too_small' || issue.code === 'invalid_type')
        return t('required', { field: name });
      if (issue.code === 'too_big' && typeof issue.maximum === 'number')
        return t('tooLong', { field: name, max: issue.maximum });
    }
    const key = (ISSUE_KEYS[field] as Partial<Record<string, IssueKey>>)[issue.code];
    return key
      ? t(key, { field: isNamedLine(field) ? t(`fieldNames.${field}`) : '' })
      : issue.message;
  };
}

/** The way back to the story, and to the orders already placed. */
function BackLinks({ storyId }: { storyId: string }) {
  const t = useTranslations('payments.orderPrintPage');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link
        to={paths.storyPreview.href(storyId)}
        className="inline-flex items-center gap-1.5 text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <Link
        to={paths.orders.href()}
        className="text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        {t('myOrders')}
      </Link>
    </div>
  );
}

/** How far the print files are: shipping prices are asked for once they are ready. */
function PrintFilesStatus({ files }: { files: ReturnType<typeof usePrintFiles> }) {
  const isReady = files.data?.status === 'ready';
  const t = useTranslations('payments.orderPrintPage');
  return (
    <p role="status" className="text-sm font-semibold" data-testid="print-files-status">
      {files.isError
        ? apiErrorMessage(files.error, t('filesFailed'))
        : files.data?.status === 'failed'
          ? t('filesFailedLater')
          : isReady
            ? t('filesReady')
            : t('filesPreparing')}
    </p>
  );
}

/** The shipping address, sent for the shipping options and their prices. */
function AddressFormCard({
  form,
  errors,
  countries,
  canAsk,
  shipping,
  onChange,
  onSubmit,
}: {
  form: AddressForm;
  errors: AddressErrors;
  countries: { code: string; name: string }[];
  /** The print files are ready: prices are asked for only then. */
  canAsk: boolean;
  shipping: ReturnType<typeof useListShippingOptions>;
  onChange: (name: keyof ShippingAddress, value: string) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const t = useTranslations('payments.orderPrintPage');
  return (
    <Card className="p-5 sm:p-6">
      <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={t(`fields.${field.name}`)}
              name={field.name}
              autoComplete={field.autoComplete}
              value={form[field.name]}
              error={errors[field.name]}
              onChange={(event) => onChange(field.name, event.target.value)}
            />
          ))}
          <FormSelectField
            label={t('country')}
            name="country_code"
            placeholder={t('chooseCountry')}
            options={countries.map((country) => ({
              value: country.code,
              label: country.name,
            }))}
            value={form.country_code}
            error={errors.country_code}
            onChange={(event) => onChange('country_code', event.target.value)}
          />
        </div>
        <Button
          type="submit"
          disabled={!canAsk || shipping.isPending}
          className="justify-self-start"
        >
          {shipping.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {t('seeShipping')}
        </Button>
        {shipping.isError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {apiErrorMessage(shipping.error, t('shippingFailed'))}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

/**
 * /story/:storyId/order-print — a finished story as a hardcover: the address, the shipping
 * options priced by the server, then the checkout. The print files are asked for on arrival,
 * so they are usually ready by the time the address is typed.
 */
export function OrderPrintPage() {
  const { storyId = '' } = useParams();
  const options = usePrintOptions();
  const files = usePrintFiles(storyId);
  const shipping = useListShippingOptions();
  const { checkout, testCheckout, pay, dismiss } = usePrintCheckout();
  const [form, setForm] = useState<AddressForm>({ ...EMPTY_SHIPPING_ADDRESS });
  const [errors, setErrors] = useState<AddressErrors>({});
  const [address, setAddress] = useState<ShippingAddress | null>(null);
  const [level, setLevel] = useState<ShippingLevel | null>(null);
  const [isPaying, setIsPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const t = useTranslations('payments.orderPrintPage');
  const addressErrorText = useAddressErrorText();

  const isReady = files.data?.status === 'ready';
  const change = (name: keyof ShippingAddress, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    // A new address needs new prices.
    setAddress(null);
    setLevel(null);
    shipping.reset();
  };

  const askShipping = (event: FormEvent) => {
    event.preventDefault();
    const parsed = shippingAddressSchema.safeParse(form);
    if (!parsed.success) {
      const found: AddressErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof ShippingAddress;
        found[key] ??= addressErrorText(key, issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setAddress(parsed.data);
    shipping.mutate(
      { story_id: storyId, address: parsed.data },
      { onSuccess: (answer) => setLevel(answer.options[0]?.level ?? null) },
    );
  };

  const payNow = async () => {
    if (!address || !level) return;
    setIsPaying(true);
    setPayError(null);
    try {
      const order = await quotePrintOrder({ story_id: storyId, address, shipping_level: level });
      await checkout(order.id);
    } catch (error) {
      setPayError(apiErrorMessage(error, t('priceFailed')));
    } finally {
      setIsPaying(false);
    }
  };

  if (options.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="[&_svg]:size-8" label={t('loading')} />
      </div>
    );
  }
  if (options.isError) {
    return (
      <section className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 sm:px-6">
        <BackLinks storyId={storyId} />
        <p role="alert" className="font-semibold text-destructive">
          {apiErrorMessage(options.error, t('unavailable'))}
        </p>
      </section>
    );
  }

  const selected = shipping.data?.options.find((option) => option.level === level);
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BackLinks storyId={storyId} />
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>

      <PrintFilesStatus files={files} />

      <AddressFormCard
        form={form}
        errors={errors}
        countries={options.data.countries}
        canAsk={isReady}
        shipping={shipping}
        onChange={change}
        onSubmit={askShipping}
      />

      {shipping.data && address ? (
        <Card className="grid gap-4 p-5 sm:p-6">
          <ShippingChoice options={shipping.data.options} level={level} onChange={setLevel} />
          {payError ? (
            <p role="alert" className="text-sm font-semibold text-destructive">
              {payError}
            </p>
          ) : null}
          <Button
            size="lg"
            className="justify-self-start"
            disabled={!selected || isPaying}
            aria-busy={isPaying}
            onClick={() => void payNow()}
          >
            {isPaying ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {selected ? t('payAmount', { amount: formatUsdCents(selected.price_cents) }) : t('pay')}
          </Button>
        </Card>
      ) : null}
      <TestCheckoutDialog checkout={testCheckout} onPay={pay} onDismiss={dismiss} />
    </section>
  );
}

function ShippingChoice({
  options,
  level,
  onChange,
}: {
  options: ShippingOption[];
  level: ShippingLevel | null;
  onChange: (level: ShippingLevel) => void;
}) {
  const t = useTranslations('payments.orderPrintPage');
  const levels = useTranslations('payments.ordersPage.shippingLevels');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-extrabold">{t('shipping')}</legend>
      {options.map((option) => (
        <label
          key={option.level}
          className="flex cursor-pointer items-center justify-between gap-3 rounded-2xl border-2 px-4 py-3 has-checked:border-brand-400 has-focus-visible:outline-2 has-focus-visible:outline-ring dark:has-checked:border-brand-600"
        >
          <span className="flex items-center gap-3 font-semibold">
            <input
              type="radio"
              name="shipping_level"
              value={option.level}
              checked={level === option.level}
              onChange={() => onChange(option.level)}
              className="size-4 accent-brand-600"
            />
            {levels(option.level)}
          </span>
          <span className="font-extrabold tabular-nums">{formatUsdCents(option.price_cents)}</span>
        </label>
      ))}
    </fieldset>
  );
}
