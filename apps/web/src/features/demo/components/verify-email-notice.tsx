import { MailCheck } from 'lucide-react';
import { Fragment } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';
import { useSendVerificationEmail } from '../api/send-verification-email';

/**
 * The text with the address kept whole: it moves to the next line as one piece rather than
 * breaking at a hyphen, and breaks anywhere only when it is wider than the line itself.
 */
function WithAddressWhole({ text, email }: { text: string; email: string }) {
  const parts = text.split(email);
  return parts.map((part, index) => {
    if (index === 0) return <Fragment key={index}>{part}</Fragment>;
    // The full stop after the address goes with it, never alone onto a line of its own.
    const punctuation = /^[.,;:!?)]*/.exec(part)?.[0] ?? '';
    return (
      <Fragment key={index}>
        <span className="inline-block max-w-full [overflow-wrap:anywhere]">
          {email}
          {punctuation}
        </span>
        {part.slice(punctuation.length)}
      </Fragment>
    );
  });
}

/**
 * Said before a parent whose address is not verified tries to make their free story (the
 * server refuses it until they follow the mail's link), with a way to have the mail again.
 * `detail` is the server's refusal, when it already said no.
 */
export function VerifyEmailNotice({ email, detail }: { email: string; detail?: string | null }) {
  const t = useTranslations('demo.verifyEmail');
  const send = useSendVerificationEmail();
  const sendFailedMessage = (error: unknown): string =>
    // The server's limit (3 mails per 10 minutes) has only its generic words.
    hasErrorCode(error, 'rate_limited')
      ? t('sendLimited')
      : apiErrorMessage(error, t('sendFailed'));
  const sendAgain = () => {
    // aria-disabled, not disabled, while it runs: a disabled button drops the keyboard focus.
    if (send.isPending) return;
    send.mutate(email, {
      onSuccess: () => toast.success(t('sent'), { id: 'verification-sent' }),
      onError: (error) => toast.error(sendFailedMessage(error), { id: 'verification-sent' }),
    });
  };

  return (
    <div
      role="status"
      data-testid="verify-email-notice"
      className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm dark:border-brand-700/60 dark:bg-brand-950/40"
    >
      <p className="flex items-start gap-2.5 font-semibold">
        <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <WithAddressWhole text={detail ?? t('notice', { email })} email={email} />
        </span>
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-disabled={send.isPending || undefined}
        onClick={sendAgain}
      >
        {t('sendAgain')}
      </Button>
    </div>
  );
}

/**
 * The notice for the signed-in parent whose address is not verified (nothing for a visitor or
 * a verified parent), or whenever the server refused the free story for it (`detail`).
 */
export function VerifyEmailPrompt({ detail = null }: { detail?: string | null }) {
  const { user } = useAuth();
  if (!user || (user.email_verified && !detail)) return null;
  return <VerifyEmailNotice email={user.email} detail={detail} />;
}
