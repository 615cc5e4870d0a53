import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthDialog, type AuthDialogNotice } from '@/lib/auth-dialog-context';

/** The notice /auth/callback passes along in the history state (e.g. Google refused). */
function loginNoticeFrom(state: unknown): AuthDialogNotice | undefined {
  if (typeof state !== 'object' || state === null || !('loginNotice' in state)) return undefined;
  const notice = state.loginNotice;
  if (typeof notice !== 'object' || notice === null) return undefined;
  const { title, description } = notice as Partial<Record<keyof AuthDialogNotice, unknown>>;
  return typeof title === 'string' && typeof description === 'string'
    ? { title, description }
    : undefined;
}

/** /login is a link target (e.g. the reset flow's Back to Login): home with Log In open. */
export function LoginPage() {
  const { openAuthDialog } = useAuthDialog();
  const location = useLocation();
  const notice = loginNoticeFrom(location.state as unknown);
  const noticeTitle = notice?.title;
  const noticeDescription = notice?.description;
  useEffect(() => {
    openAuthDialog(
      'login',
      noticeTitle && noticeDescription
        ? { notice: { title: noticeTitle, description: noticeDescription } }
        : undefined,
    );
  }, [openAuthDialog, noticeTitle, noticeDescription]);
  return <Navigate to={paths.home.href()} replace />;
}
