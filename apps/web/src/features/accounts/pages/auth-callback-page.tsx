import { KeyRound } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AuthCallbackPage() {
  return (
    <PagePlaceholder
      icon={KeyRound}
      heading="Completing authentication..."
      description="Signing in with Google and password-recovery links will finish here once accounts arrive."
    />
  );
}
