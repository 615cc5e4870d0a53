import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_SENDER_NAME_MAX_LENGTH,
  sendGiftSchema,
  type SendGift,
  type SendGiftValues,
} from '@littlestar/shared/gifts';
import { Gift, LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField, FormTextareaField } from '@/components/form-field';
import { ReaderBarButton } from '@/components/story-reader/reader-bar-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { useSendGift } from '../api/send-gift';

/** The recipient, the sender's name and message, checked by the shared schema, and Send. */
function SendGiftForm({ storyId, onSent }: { storyId: string; onSent: () => void }) {
  const send = useSendGift();
  const t = useTranslations('stories.gift');
  const form = useZodForm<SendGiftValues, SendGift>(sendGiftSchema, {
    defaultValues: { recipient_email: '', sender_name: '', message: '' },
  });
  const message = form.watch('message') ?? '';
  const submit = async (input: SendGift) => {
    try {
      const sent = await send.mutateAsync({ storyId, input });
      toast.success(t('sent', { hint: sent.sent_to }));
      onSent();
    } catch {
      // Said in the form, below: the dialog stays open with what was typed.
    }
  };
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField
        label={t('recipient')}
        type="email"
        autoComplete="off"
        inputMode="email"
        {...form.field('recipient_email')}
      />
      <FormField
        label={t('senderName')}
        autoComplete="name"
        maxLength={GIFT_SENDER_NAME_MAX_LENGTH}
        placeholder={t('senderNamePlaceholder')}
        {...form.field('sender_name')}
      />
      <FormTextareaField
        label={t('message')}
        rows={4}
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        placeholder={t('messagePlaceholder')}
        hint={t('counter', { length: message.length, max: GIFT_MESSAGE_MAX_LENGTH })}
        className="resize-y"
        {...form.field('message')}
      />
      {send.isError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {apiErrorMessage(send.error, t('failed'))}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={form.sending}>
        {form.sending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {form.sending ? t('sending') : t('send')}
      </Button>
    </form>
  );
}

/**
 * "Send as a gift" in the reader of a complete story (product.md#book-gifts): a new link to
 * the book mailed with the parent's name and message. Closing the dialog forgets the form.
 */
export function SendGiftDialog({ storyId }: { storyId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const t = useTranslations('stories.gift');
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      {/* An icon unless the reader's bar holds every button's words (reader-bar.ts). */}
      <DialogTrigger asChild>
        <ReaderBarButton icon={<Gift aria-hidden="true" />} label={t('open')} />
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        {isOpen ? <SendGiftForm storyId={storyId} onSent={() => setIsOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
