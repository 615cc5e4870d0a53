import { dataExportQueuedSchema, type DataExportQueued } from '@littlestar/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Asks for a zip of the account's data; the server e-mails a link once it is built. */
export async function exportData(): Promise<DataExportQueued> {
  return apiClient.post<DataExportQueued>('/me/export', undefined, {
    schema: dataExportQueuedSchema,
  });
}

export function useExportData() {
  return useMutation({ mutationFn: exportData });
}
