import type { Child, ChildInput } from '@littlestar/shared/children';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { CHILD_WIZARD_STEP_PARAM, paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { LikenessDuration } from '@/components/likeness-duration';
import { isPaymentRequired } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateChild } from '../api/create-child';
import { useUpdateChild } from '../api/update-child';
import { usePhotoSelection } from '../hooks/use-photo-selection';
import { ChildDetailsForm, emptyChildDetails } from './child-details-form';
import { LowCreditsNotice } from './low-credits-notice';
import { PhotoStep } from './photo-step';
import { StepIndicator } from './step-indicator';

/**
 * The two-step wizard of /create-child and /child/:childId/edit (product.md#child-wizard): details are
 * saved (POST or PUT) before the photos step. A child left at step 2 stays not_started and
 * can be finished later from its card's Edit Profile.
 *
 * Once created, the child's photo step lives at /child/{id}/edit?step=photos (the create
 * page replaces its URL with it, plus `new=1` so that page still reads 'Add a Child'), so a
 * reload continues with the same child instead of creating, and charging for, a second one.
 * In edit mode the URL holds the step; Back from step 2 saves step 1 as an update.
 */
export function ChildWizard({
  mode,
  child: initialChild,
}: {
  mode: 'create' | 'edit';
  /** The child being edited (edit mode). */
  child?: Child;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const step = mode === 'edit' && searchParams.get(CHILD_WIZARD_STEP_PARAM) === 'photos' ? 2 : 1;
  const [child, setChild] = useState<Child | undefined>(initialChild);
  const selection = usePhotoSelection();
  const createChild = useCreateChild();
  const updateChild = useUpdateChild();
  const navigate = useNavigate();
  const t = useTranslations('children.wizard');

  const setStep = (next: 1 | 2) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 2) params.set(CHILD_WIZARD_STEP_PARAM, 'photos');
        else params.delete(CHILD_WIZARD_STEP_PARAM);
        return params;
      },
      { replace: true },
    );

  const saveDetails = async (input: ChildInput) => {
    try {
      if (mode === 'create') {
        const created = await createChild.mutateAsync(input);
        toast.success(t('created'));
        // From here on it is this child's wizard: a reload must not create another one.
        // `isNew` keeps the create look there ('Add a Child'), reload included.
        await navigate(paths.editChild.href(created.id, { step: 'photos', isNew: true }), {
          replace: true,
        });
        return;
      }
      if (!child) return;
      const saved = await updateChild.mutateAsync({ childId: child.id, input });
      toast.success(t('updated'));
      setChild(saved);
      setStep(2);
    } catch (error) {
      const fallback = mode === 'create' ? t('createFailed') : t('updateFailed');
      toast.error(apiErrorMessage(error, fallback), {
        ...(isPaymentRequired(error)
          ? {
              action: {
                label: t('addCredits'),
                onClick: () => void navigate(paths.addCredits.href()),
              },
            }
          : {}),
      });
    }
  };

  const childName = child?.name ?? t('yourChild');

  const details: ChildInput = child
    ? {
        name: child.name,
        name_devanagari: child.name_devanagari,
        age: child.age,
        pronouns: child.pronouns,
      }
    : emptyChildDetails;

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <StepIndicator step={step} />
      {step === 1 ? (
        <>
          <div className="grid gap-1">
            <h2 className="text-xl font-extrabold">{t('detailsTitle')}</h2>
            {mode === 'create' ? (
              <p className="text-sm text-muted-foreground">{t('usesCredit')}</p>
            ) : null}
          </div>
          {mode === 'create' ? <LowCreditsNotice /> : null}
          <ChildDetailsForm
            // A fresh form when the saved child changes (back from step 2).
            key={child?.id ?? 'new'}
            mode={mode}
            initialValues={details}
            submitLabel={mode === 'create' ? t('createProfile') : t('updateProfile')}
            busyLabel={mode === 'create' ? t('creating') : t('updating')}
            onSubmit={saveDetails}
          />
        </>
      ) : (
        <>
          <div className="grid gap-1">
            <h2 className="text-xl font-extrabold">{t('photosTitle', { name: childName })}</h2>
            <p className="text-sm text-muted-foreground">
              {t.rich('photosIntro', { name: childName, duration: () => <LikenessDuration /> })}
            </p>
          </div>
          <PhotoStep
            childId={child?.id}
            childName={child?.name ?? ''}
            photos={selection.photos}
            onAdd={selection.add}
            onRemove={selection.remove}
            // Step 2 is always a saved child's (edit) wizard, which can go back (product.md#child-wizard).
            onBack={() => setStep(1)}
          />
        </>
      )}
    </Card>
  );
}
