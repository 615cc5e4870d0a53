import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';

interface SocialSignInResponse {
  url?: string;
}

/**
 * Asks the server for Google's consent URL. Google sends the browser back to /auth/callback,
 * with `?error=…` when something failed. A server without Google answers 404.
 */
export async function getGoogleSignInUrl(): Promise<string> {
  const callbackURL = paths.authCallback.href();
  const { url } = await apiClient.post<SocialSignInResponse>('/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
    errorCallbackURL: callbackURL,
  });
  if (!url) throw new Error('Failed to sign in with Google');
  return url;
}

export function useSignInWithGoogle() {
  return useMutation({
    mutationFn: getGoogleSignInUrl,
    onSuccess: (url) => {
      window.location.assign(url);
    },
  });
}
