import { sentGiftSchema, type SendGift, type SentGift } from '@littlestar/shared/gifts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storySharesQueryKey } from './list-shares';

/**
 * Mails a new link of a complete story as a gift (product.md#book-gifts). 403 for an
 * unverified address, 400 for words the content check refused, 429 past the day's gifts.
 */
export async function sendGift({
  storyId,
  input,
}: {
  storyId: string;
  input: SendGift;
}): Promise<SentGift> {
  return apiClient.post<SentGift>(`/stories/${encodeURIComponent(storyId)}/gifts`, input, {
    schema: sentGiftSchema,
  });
}

export function useSendGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGift,
    // The gift is a link: the Share dialog's list shows it next time it opens.
    onSuccess: (sent) =>
      queryClient.invalidateQueries({ queryKey: storySharesQueryKey(sent.story_id) }),
  });
}
