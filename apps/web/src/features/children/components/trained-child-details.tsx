import type { Child, ChildInput } from '@littlestar/shared/children';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useUpdateChild } from '../api/update-child';
import { ChildDetailsForm } from './child-details-form';

/**
 * A ready child's name, age and pronouns, corrected in place: no steps and no photos (those
 * trained the likeness, which stays as it is), so a typo costs one save.
 */
export function TrainedChildDetails({ child }: { child: Child }) {
  const updateChild = useUpdateChild();
  const navigate = useNavigate();
  const t = useTranslations('children');

  const save = async (input: ChildInput) => {
    try {
      await updateChild.mutateAsync({ childId: child.id, input });
      toast.success(t('wizard.updated'));
      await navigate(paths.children.href());
    } catch (error) {
      toast.error(apiErrorMessage(error, t('wizard.updateFailed')));
    }
  };

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <div className="grid gap-1">
        <h2 className="text-xl font-extrabold">
          {t('trainedDetails.title', { name: child.name })}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">
          {t('trainedDetails.intro', { name: child.name })}
        </p>
      </div>
      <ChildDetailsForm
        mode="edit"
        initialValues={{
          name: child.name,
          name_devanagari: child.name_devanagari,
          age: child.age,
          pronouns: child.pronouns,
        }}
        submitLabel={t('trainedDetails.save')}
        busyLabel={t('trainedDetails.saving')}
        onSubmit={save}
      />
    </Card>
  );
}
