import { ReceiptText } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function TransactionsPage() {
  return (
    <PagePlaceholder
      icon={ReceiptText}
      heading="Transactions"
      description="Your payment history will be listed here, newest first."
    />
  );
}
