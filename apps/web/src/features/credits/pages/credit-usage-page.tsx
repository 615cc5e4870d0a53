import { Coins } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function CreditUsagePage() {
  return (
    <PagePlaceholder
      icon={Coins}
      heading="Credit Usage"
      description="Your credit balance and every credit you earn or spend will be listed here."
    />
  );
}
