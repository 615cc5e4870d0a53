import { Sparkles } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  AuthDialogContext,
  type AuthDialogContextValue,
  type AuthDialogKind,
} from '@/lib/auth-dialog-context';
import { paths } from '../paths';

const TITLES: Record<AuthDialogKind, string> = { login: 'Log In', signup: 'Sign Up' };

/**
 * Owns the Log In / Sign Up dialogs so the header, the protected-route guard and /login can
 * open them. Accounts are not built yet: the dialog says so and points to the free demo.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [openKind, setOpenKind] = useState<AuthDialogKind | null>(null);
  // Keeps the title while the closing animation runs.
  const [lastKind, setLastKind] = useState<AuthDialogKind>('login');

  const value = useMemo<AuthDialogContextValue>(
    () => ({
      openAuthDialog: (kind) => {
        setLastKind(kind);
        setOpenKind(kind);
      },
      closeAuthDialog: () => setOpenKind(null),
    }),
    [],
  );

  return (
    <AuthDialogContext value={value}>
      {children}
      <Dialog open={openKind !== null} onOpenChange={(open) => !open && setOpenKind(null)}>
        <DialogContent>
          <DialogHeader>
            <span className="mb-2 grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
              <Sparkles aria-hidden="true" className="size-6" />
            </span>
            <DialogTitle>{TITLES[lastKind]}</DialogTitle>
            <DialogDescription>
              Sign-in arrives soon. Meanwhile you can try Littlestar with a demo child and make a
              free story — no card needed.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpenKind(null)}>
              Close
            </Button>
            <Button asChild>
              <Link to={paths.demoChildren.href()} onClick={() => setOpenKind(null)}>
                Try the free demo
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthDialogContext>
  );
}
