import { useTranslations } from 'use-intl';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { clearReturnTo, homeWithOrigin, rememberReturnTo } from '@/lib/return-to';

/**
 * Parent of every protected route (product.md#protected-routes): 'Loading...' while the
 * session is checked; a visitor gets the Log In dialog, and the path and query they asked
 * for are remembered for after the log-in. Dismissing the dialog goes to /?from=<path>.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <SessionCheck />;
  if (!user) return <LogInRequired />;
  return <Outlet />;
}

function SessionCheck() {
  const t = useTranslations('layout.session');
  return (
    <div className="grid min-h-[50vh] place-items-center px-4">
      <div className="flex flex-col items-center gap-3 text-sm font-semibold text-muted-foreground">
        <Spinner className="[&_svg]:size-8" label={t('checking')} />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}

/** Nothing behind the dialog: the page itself is not for visitors. */
function LogInRequired() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog, closeAuthDialog } = useAuthDialog();
  const origin = pathname + search;

  useEffect(() => {
    rememberReturnTo(origin);
    openAuthDialog('login', {
      onDismiss: () => {
        clearReturnTo();
        void navigate(homeWithOrigin(origin), { replace: true });
      },
    });
    // Leaving without logging in (e.g. the back button) takes the dialog along.
    return closeAuthDialog;
  }, [origin, navigate, openAuthDialog, closeAuthDialog]);

  return <div className="min-h-[50vh]" />;
}
