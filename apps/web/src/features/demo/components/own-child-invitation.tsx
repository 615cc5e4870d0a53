import { Coins, Sparkles, UserRoundPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { useCredits } from '@/lib/credits-query';

/**
 * After the free story: a book starring the visitor's own child. With enough credits for a
 * child the way on is adding one; without, buying credits first.
 */
export function OwnChildInvitation({ childName }: { childName: string | undefined }) {
  const t = useTranslations('demo.invitation');
  const { user } = useAuth();
  const credits = useCredits({ enabled: Boolean(user) });
  const balance = credits.data;
  const canAddChild = balance ? balance.total_credits >= balance.child_credit_cost : true;

  return (
    <aside
      aria-labelledby="own-child-invitation"
      className="flex flex-col items-center gap-3 rounded-3xl border bg-brand-50 px-6 py-8 text-center dark:bg-brand-950/60"
    >
      <Sparkles aria-hidden="true" className="size-8 text-brand-600 dark:text-brand-300" />
      <h2 id="own-child-invitation" className="text-2xl font-extrabold text-balance">
        {childName ? t('titleWithChild', { name: childName }) : t('title')}
      </h2>
      <p className="max-w-prose text-pretty text-muted-foreground">{t('body')}</p>
      {canAddChild ? (
        <Button asChild size="lg">
          <Link to={paths.createChild.href()}>
            <UserRoundPlus aria-hidden="true" />
            {t('addChild')}
          </Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link to={paths.addCredits.href()}>
            <Coins aria-hidden="true" />
            {t('buyCredits')}
          </Link>
        </Button>
      )}
    </aside>
  );
}
