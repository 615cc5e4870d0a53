import {
  generatedGiftCodeSchema,
  type GeneratedGiftCode,
  type GenerateGiftCodeValues,
} from '@littlestar/shared/gift-codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { giftCodesQueryKey } from './list-gift-codes';

/** Makes a paid gift's code and answers it, once; optionally mails it to the recipient. */
export async function generateGiftCode(options: {
  giftId: string;
  input: GenerateGiftCodeValues;
}): Promise<GeneratedGiftCode> {
  return apiClient.post<GeneratedGiftCode>(
    `/gift-codes/${encodeURIComponent(options.giftId)}/code`,
    options.input,
    { schema: generatedGiftCodeSchema },
  );
}

export function useGenerateGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateGiftCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftCodesQueryKey }),
  });
}
