import { Check, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';

/**
 * A gift's code, shown this once (the server keeps only its hash), with "Copy code". Where the
 * clipboard is refused the text is selected instead, as the share link's is.
 */
export function GiftCodeReveal({ code, isMailed }: { code: string; isMailed: boolean }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const t = useTranslations('payments.giftReveal');
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(code);
      setCopied('copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setCopied('selected');
    }
  };
  return (
    <div className="grid gap-2 rounded-2xl border-2 border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950/60">
      <p role="status" className="text-sm font-bold text-brand-800 dark:text-brand-200">
        {t('shownOnce')}
      </p>
      <Label htmlFor={id}>{t('label')}</Label>
      {/*
        Stacked at every width, small and centred on a phone: the whole code (34 characters)
        stays in view, for a parent who copies it by hand.
      */}
      <div className="grid gap-2">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          className="px-2 text-center font-mono text-xs sm:text-sm"
          data-testid="gift-code"
        />
        <Button type="button" className="h-11" onClick={() => void copy()}>
          {copied === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t('copy')}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-muted-foreground">
        {copied === 'copied' ? t('copied') : copied === 'selected' ? t('copyBlocked') : null}
      </p>
      <p className="text-sm text-muted-foreground">
        {isMailed ? `${t('mailed')} ` : ''}
        {t('howTo', { address: `${window.location.host}${paths.redeem.href()}` })}
      </p>
    </div>
  );
}
