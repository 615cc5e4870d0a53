import { CreditCard } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function AddCreditsPage() {
  return (
    <PagePlaceholder
      icon={CreditCard}
      heading="Add Credits"
      description="Plans in US dollars and Indian rupees will be offered here soon."
    />
  );
}
