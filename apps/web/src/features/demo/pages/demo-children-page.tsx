import { Gift } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function DemoChildrenPage() {
  return (
    <PagePlaceholder
      icon={Gift}
      heading="Free Trial"
      description="Pick one of our demo children and create 1 free story — no card needed. Demo profiles appear here soon."
    />
  );
}
