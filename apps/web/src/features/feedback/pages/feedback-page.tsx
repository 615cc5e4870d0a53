import { FEEDBACK_SUCCESS_TOAST_MS, type FeedbackInput } from '@littlestar/shared/feedback';
import { MessageSquareHeart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useSendFeedback } from '../api/send-feedback';
import { FeedbackForm } from '../components/feedback-form';

/** /feedback — a message to the team; on success the thank-you shows for 5 s on / (product.md#feedback). */
export function FeedbackPage() {
  const t = useTranslations('feedback.page');
  const sendFeedback = useSendFeedback();
  const navigate = useNavigate();

  const submit = async (input: FeedbackInput) => {
    try {
      await sendFeedback.mutateAsync(input);
    } catch {
      toast.error(t('failed'));
      return;
    }
    toast.success(t('sent'), { duration: FEEDBACK_SUCCESS_TOAST_MS });
    void navigate(paths.home.href());
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Card className="grid gap-6 p-5 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
            <MessageSquareHeart aria-hidden="true" className="size-6" />
          </span>
          <div className="grid gap-1">
            <h1 className="text-3xl font-extrabold tracking-tight text-balance">{t('title')}</h1>
            <p className="text-pretty text-muted-foreground">{t('intro')}</p>
          </div>
        </div>
        <FeedbackForm onSubmit={submit} />
      </Card>
    </section>
  );
}
