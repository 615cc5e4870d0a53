import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthDialog } from '@/lib/auth-dialog-context';

/** /login is a link target (e.g. the reset flow's Back to Login): home with Log In open. */
export function LoginPage() {
  const { openAuthDialog } = useAuthDialog();
  useEffect(() => {
    openAuthDialog('login');
  }, [openAuthDialog]);
  return <Navigate to={paths.home.href()} replace />;
}
