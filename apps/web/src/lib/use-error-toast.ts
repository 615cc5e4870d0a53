import { useEffect } from 'react';
import { toast } from 'sonner';

/** product.md#messages lists: a failed fetch is said inline and in a destructive toast (shown once). */
export function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error(message, { id: message });
  }, [isError, message]);
}
