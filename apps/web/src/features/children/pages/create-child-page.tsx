import { UserRoundPlus } from 'lucide-react';
import { PagePlaceholder } from '@/components/page-placeholder';

export function CreateChildPage() {
  return (
    <PagePlaceholder
      icon={UserRoundPlus}
      heading="Add a Child"
      description="A two-step wizard for your child’s name, age and photos is on its way."
    />
  );
}
