import {
  canEditDetails,
  isEditableStatus,
  type Child,
  type TrainingStatus,
} from '@littlestar/shared/children';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { CHILD_WIZARD_NEW_PARAM, paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useChild } from '@/lib/child-query';
import { ChildWizard } from '../components/child-wizard';
import { DeleteChildDialog } from '../components/delete-child-dialog';
import { LikenessCheckSwitch } from '../components/likeness-check-switch';
import { LikenessEditor } from '../components/likeness-editor';
import { TrainedChildDetails } from '../components/trained-child-details';

/** What the page offers for the status it loaded with. */
type EditKind = 'wizard' | 'details' | 'locked';
const editKindOf = (status: TrainingStatus): EditKind =>
  isEditableStatus(status) ? 'wizard' : canEditDetails(status) ? 'details' : 'locked';

/**
 * /child/:childId/edit — the wizard in edit mode before training or after a failure; a ready
 * child's details alone (its photos trained the likeness). While training runs, or if the
 * child cannot be loaded, back to /children with the reason.
 * Reached straight from /create-child (`?new=1`) it keeps the create page's look: the
 * parent is still adding a child, so no 'Edit' heading, back link or delete card.
 */
export function EditChildPage() {
  const { childId = '' } = useParams();
  // Another child's edit page starts over (the decision below is per child).
  return <EditChild key={childId} childId={childId} />;
}

function EditChild({ childId }: { childId: string }) {
  const { data: child, isError } = useChild(childId);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isNewChild = searchParams.get(CHILD_WIZARD_NEW_PARAM) === '1';
  // Decided once, from the status first loaded: later changes (this page starting the
  // training) must not turn into 'Cannot edit'.
  const [loadedStatus, setLoadedStatus] = useState<TrainingStatus | null>(null);
  if (child && loadedStatus === null) setLoadedStatus(child.training_status);
  const kind = loadedStatus === null ? null : editKindOf(loadedStatus);
  const hasLeft = useRef(false);
  const t = useTranslations('children.editChildPage');

  useEffect(() => {
    if (hasLeft.current) return;
    const message = isError ? t('loadFailed') : kind === 'locked' ? t('detailsLocked') : null;
    if (!message) return;
    hasLeft.current = true;
    toast.error(message);
    void navigate(paths.children.href(), { replace: true });
  }, [isError, kind, navigate, t]);

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      {isNewChild ? null : (
        <Link
          to={paths.children.href()}
          className="mb-4 inline-flex min-h-6 items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
      )}
      <h1 className="mb-6 text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
        {isNewChild ? t('addTitle') : t('editTitle')}
      </h1>
      {child && kind === 'wizard' && isNewChild ? (
        <ChildWizard mode="edit" child={child} />
      ) : child && kind !== null && kind !== 'locked' ? (
        <EditChildContent child={child} kind={kind} />
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label={t('loadingLabel')} />
          <p>{t('loading')}</p>
        </div>
      )}
    </section>
  );
}

function EditChildContent({ child, kind }: { child: Child; kind: 'wizard' | 'details' }) {
  const t = useTranslations('children.editChildPage');
  return (
    <div className="grid gap-6">
      {kind === 'wizard' ? (
        <ChildWizard mode="edit" child={child} />
      ) : (
        <TrainedChildDetails child={child} />
      )}
      <Card className="grid gap-4 p-5 sm:p-8">
        <h2 className="text-xl font-extrabold">{t('lookTitle')}</h2>
        <LikenessEditor key={child.id} child={child} />
      </Card>
      <Card className="p-5 sm:p-8">
        <LikenessCheckSwitch child={child} />
      </Card>
      <Card className="flex flex-col gap-3 border-red-200 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-8 dark:border-red-900/60">
        <div className="grid gap-1">
          <h2 className="text-lg font-extrabold">{t('deleteTitle', { name: child.name })}</h2>
          <p className="text-sm text-muted-foreground">{t('deleteText')}</p>
        </div>
        <DeleteChildDialog childId={child.id} name={child.name} />
      </Card>
    </div>
  );
}
