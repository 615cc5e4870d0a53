import { useTranslations } from 'use-intl';
import { CircleAlert, KeyRound, LogIn, UserRoundPlus, X, type LucideIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import {
  AuthDialogContext,
  type AuthDialogContextValue,
  type AuthDialogKind,
  type AuthDialogNotice,
} from '@/lib/auth-dialog-context';
import { clearReturnTo, postLoginDestination } from '@/lib/return-to';
import { paths } from '@/config/paths';

// The forms bring the shared zod schemas; they load after the first paint, not with it.
const loadLogInForm = () => import('@/features/accounts/components/log-in-form');
const loadSignUpForm = () => import('@/features/accounts/components/sign-up-form');
const loadForgotPasswordForm = () => import('@/features/accounts/components/forgot-password-form');
const LogInForm = lazy(() => loadLogInForm().then((m) => ({ default: m.LogInForm })));
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })),
);
/** The first signs of a parent using the page, after which the forms load. */
const PRELOAD_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown'] as const;

/**
 * Why the last attempt failed and what to do (e.g. Google refused to link): stays above the
 * Log In form until the parent dismisses it, closes the dialog or logs in.
 */
function LoginNotice({ notice, onDismiss }: { notice: AuthDialogNotice; onDismiss: () => void }) {
  const t = useTranslations('layout.authDialog');
  return (
    <div
      role="alert"
      data-testid="login-notice"
      className="flex items-start gap-2.5 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid flex-1 gap-1">
        <p className="font-bold">{notice.title}</p>
        <p>{notice.description}</p>
      </div>
      <button
        type="button"
        aria-label={t('dismissNotice')}
        onClick={onDismiss}
        className="-mt-1 -mr-1 grid size-8 shrink-0 cursor-pointer place-items-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring dark:hover:bg-amber-900/60"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function FormFallback() {
  const t = useTranslations('layout.authDialog');
  return (
    <div className="grid min-h-72 place-items-center">
      <Spinner className="[&_svg]:size-8" label={t('loadingForm')} />
    </div>
  );
}

/** product.md#auth-dialogs: the Log In dialog opens 1000 ms after a successful sign-up. */
export const LOGIN_AFTER_SIGNUP_DELAY_MS = 1000;

/** Each view's icon, and its title and description by their keys in `layout.authDialog`. */
const VIEWS = {
  login: { title: 'logInTitle', description: 'logInDescription', icon: LogIn },
  signup: { title: 'signUpTitle', description: 'signUpDescription', icon: UserRoundPlus },
  forgot: { title: 'forgotTitle', description: 'forgotDescription', icon: KeyRound },
} as const satisfies Record<
  AuthDialogKind,
  { title: string; description: string; icon: LucideIcon }
>;

// The forms load once the parent starts using the page (a touch, a key, the mouse), so
// a dialog opens with its form ready, yet their code (zod, react-hook-form) is never parsed
// while the page itself starts: on a phone that blocked the main thread for 100-200 ms.
function usePreloadAuthForms() {
  useEffect(() => {
    const stop = () => {
      for (const type of PRELOAD_EVENTS) window.removeEventListener(type, preload, true);
    };
    function preload() {
      stop();
      // A failed preload is retried by the lazy component when a dialog opens.
      Promise.all([loadLogInForm(), loadSignUpForm(), loadForgotPasswordForm()]).catch(
        () => undefined,
      );
    }
    for (const type of PRELOAD_EVENTS)
      window.addEventListener(type, preload, { capture: true, passive: true });
    return stop;
  }, []);
}

/** A pending timer's id, cleared when the provider goes. */
function useTimerRef() {
  const timerRef = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timerRef.current), []);
  return timerRef;
}

/**
 * The dialog is opened from outside a Radix trigger, so Radix cannot return the focus by
 * itself: the opener is remembered on opening and focused again on closing.
 */
function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);
  return useMemo(
    () => ({
      remember: () => {
        const { activeElement } = document;
        openerRef.current = activeElement instanceof HTMLElement ? activeElement : null;
      },
      onCloseAutoFocus: (event: Event) => {
        const opener = openerRef.current;
        if (opener?.isConnected) {
          event.preventDefault();
          opener.focus();
        }
      },
    }),
    [],
  );
}

/** The view's icon, title and description; once a reset link is sent, the description says so. */
function AuthDialogHeader({ kind, isResetSent }: { kind: AuthDialogKind; isResetSent: boolean }) {
  const t = useTranslations('layout.authDialog');
  const view = VIEWS[kind];
  const description = kind === 'forgot' && isResetSent ? t('resetSent') : t(view.description);
  const Icon = view.icon;
  return (
    <DialogHeader>
      <span className="mb-2 hidden size-12 place-items-center sm:grid rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <DialogTitle>{t(view.title)}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}

/**
 * Owns the Log In, Sign Up and Reset Password dialogs (product.md#auth-dialogs) so the header,
 * the protected-route guard and /login can open them.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [openKind, setOpenKind] = useState<AuthDialogKind | null>(null);
  // Keeps the title while the closing animation runs.
  const [lastKind, setLastKind] = useState<AuthDialogKind>('login');
  // Remounts the forms on every opening, so each starts empty.
  const [openCount, setOpenCount] = useState(0);
  const [prefilledEmail, setPrefilledEmail] = useState('');
  const [isResetSent, setIsResetSent] = useState(false);
  const [loginNotice, setLoginNotice] = useState<AuthDialogNotice | null>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);
  const onDismissRef = useRef<(() => void) | null>(null);
  const reopenTimerRef = useTimerRef();
  const returnFocus = useReturnFocus();

  usePreloadAuthForms();

  const value = useMemo<AuthDialogContextValue>(
    () => ({
      openAuthDialog: (kind, options) => {
        window.clearTimeout(reopenTimerRef.current);
        returnFocus.remember();
        onDismissRef.current = options?.onDismiss ?? null;
        // A plain visit (header, /login) has nowhere to return to.
        if (!options?.onDismiss) clearReturnTo();
        setPrefilledEmail('');
        setIsResetSent(false);
        setLoginNotice(options?.notice ?? null);
        setLastKind(kind);
        setOpenKind(kind);
        setOpenCount((count) => count + 1);
      },
      closeAuthDialog: () => {
        window.clearTimeout(reopenTimerRef.current);
        onDismissRef.current = null;
        setLoginNotice(null);
        setOpenKind(null);
      },
    }),
    [reopenTimerRef, returnFocus],
  );

  /** Another view of the dialog, carrying the e-mail typed so far (when given). */
  const showView = (kind: AuthDialogKind, email?: string) => {
    if (email !== undefined) setPrefilledEmail(email);
    setIsResetSent(false);
    setLastKind(kind);
    setOpenKind(kind);
  };

  /**
   * The parent moves to another view: the toasts of the one left (a refused log-in) speak of
   * a screen no longer shown, so they go. (Sign-up's success toast outlives its own move.)
   */
  const switchView = (kind: AuthDialogKind, email?: string) => {
    toast.dismiss();
    showView(kind, email);
  };

  const dismiss = () => {
    const onDismiss = onDismissRef.current;
    value.closeAuthDialog();
    onDismiss?.();
  };

  const dismissLoginNotice = () => {
    setLoginNotice(null);
    // The button goes with the notice: the focus goes on to the form, not to <body>.
    contentRef.current?.querySelector<HTMLElement>('input')?.focus();
  };

  return (
    <AuthDialogContext value={value}>
      {children}
      <Dialog open={openKind !== null} onOpenChange={(open) => !open && dismiss()}>
        <DialogContent
          ref={contentRef}
          className="max-h-[calc(100svh-2rem)] overflow-y-auto"
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <AuthDialogHeader kind={lastKind} isResetSent={isResetSent} />

          {lastKind === 'login' && loginNotice ? (
            <LoginNotice notice={loginNotice} onDismiss={dismissLoginNotice} />
          ) : null}

          <Suspense fallback={<FormFallback />}>
            {lastKind === 'login' ? (
              <LogInForm
                key={`login-${openCount}`}
                defaultEmail={prefilledEmail}
                onLoggedIn={() => {
                  const destination = postLoginDestination({
                    search,
                    fallback: paths.children.href(),
                  });
                  clearReturnTo();
                  value.closeAuthDialog();
                  void navigate(destination);
                }}
                onForgotPassword={(email) => switchView('forgot', email)}
                onCreateAccount={() => switchView('signup')}
              />
            ) : lastKind === 'signup' ? (
              <SignUpForm
                key={`signup-${openCount}`}
                onSignedUp={(email) => {
                  // Closing here is not a dismissal: the guard (if any) still waits for a log-in.
                  setOpenKind(null);
                  reopenTimerRef.current = window.setTimeout(() => {
                    setPrefilledEmail(email);
                    setOpenCount((count) => count + 1);
                    showView('login');
                  }, LOGIN_AFTER_SIGNUP_DELAY_MS);
                }}
                onLogIn={() => switchView('login')}
              />
            ) : (
              <ForgotPasswordForm
                key={`forgot-${openCount}`}
                autoFocus
                defaultEmail={prefilledEmail}
                onSent={(email) => setIsResetSent(email !== null)}
                onBackToLogin={(email) => {
                  // A fresh Log In form with the address, its password field focused.
                  setOpenCount((count) => count + 1);
                  switchView('login', email);
                }}
              />
            )}
          </Suspense>
        </DialogContent>
      </Dialog>
    </AuthDialogContext>
  );
}
