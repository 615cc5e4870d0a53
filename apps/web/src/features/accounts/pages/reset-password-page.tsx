import { LockKeyhole } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function ResetPasswordPage() {
  return (
    <PagePlaceholder
      icon={LockKeyhole}
      heading="Reset Password"
      description="Soon you will be able to request a reset link and choose a new password here."
    />
  );
}
