import type { CurrentUser } from '@littlestar/shared/accounts';
import {
  Download,
  History,
  LogOut,
  Menu,
  Package,
  ReceiptText,
  Sparkles,
  Users,
  UserX,
  X,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';
import { useAuthDialog } from '@/lib/auth-dialog-context';
import { cn } from '@/lib/cn';
import { useSiteFacts } from '@/lib/site-facts-query';
import { paths } from '@/config/paths';
import { displayName, UserAvatar } from './user-avatar';
import { BrandLogo } from './brand-logo';
import { CreditsBadge, CreditsMenuRow } from './credits-badge';
import { shouldShowMarketingLinks } from './nav-rules';
import { LanguageToggle, useLanguageMenuItem } from '@/i18n/language-switcher';
import { usePageIn } from '@/i18n/use-page-in';
import { ThemeMenuSwitch, ThemeToggle } from './theme-toggle';

/** A header link's text, a key of `layout.header`. */
type LinkLabel = 'howItWorks' | 'pricing' | 'freeTrial' | 'demoChildren' | 'myChildren';
type AccountLinkLabel = 'creditUsage' | 'transactions' | 'myOrders';

const MARKETING_LINKS = [
  { label: 'howItWorks', to: paths.home.href('how-it-works') },
  { label: 'pricing', to: paths.home.href('pricing') },
  { label: 'freeTrial', to: paths.demoChildren.href() },
] as const satisfies readonly { label: LinkLabel; to: string }[];

const APP_LINKS = [
  { label: 'demoChildren', to: paths.demoChildren.href(), Icon: Sparkles },
  { label: 'myChildren', to: paths.children.href(), Icon: Users },
] as const;

const ACCOUNT_LINKS = [
  { label: 'creditUsage', to: paths.creditUsage.href(), Icon: History },
  { label: 'transactions', to: paths.transactions.href(), Icon: ReceiptText },
] as const;
/** Printed books are on sale only where the server orders them (PRINT=lulu). */
const ORDERS_LINK = { label: 'myOrders', to: paths.orders.href(), Icon: Package } as const;

// Radix's dropdown (and its positioning engine) is only for signed-in visitors.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

// The right to leave: dialogs loaded only when the parent opens one.
const ExportDataDialog = lazy(() =>
  import('@/features/accounts/components/export-data-dialog').then((m) => ({
    default: m.ExportDataDialog,
  })),
);
const DeleteAccountDialog = lazy(() =>
  import('@/features/accounts/components/delete-account-dialog').then((m) => ({
    default: m.DeleteAccountDialog,
  })),
);

const navLinkClass =
  'rounded-full px-3 py-2 text-sm font-bold text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';
// navLinkClass with the menu's size, merged by hand: cn() here would set up tailwind-merge
// (~10 ms on a phone) while the app's code is evaluated, in one task with all of it.
const menuLinkClass =
  'flex items-center gap-3 rounded-full px-4 py-3 text-base font-bold text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground';

/**
 * The phone menu's open state: it closes on any navigation, on Escape, on a press outside it
 * and when the focus leaves it.
 */
function usePhoneMenu(pathname: string) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Any navigation (links, back button) closes the phone menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setIsMenuOpen(false);
  }

  const closeMenu = () => setIsMenuOpen(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // The open menu covers the page: Escape or a press anywhere else closes it.
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (menuRef.current?.contains(target) || menuButtonRef.current?.contains(target)) return;
      // The backdrop closes on its click: gone at pointerdown, the click would reach the page.
      if (target === backdropRef.current) return;
      setIsMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen]);

  // Tabbing out of the menu closes it, so focus never lands on content hidden beneath it.
  const handleMenuBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!next || menuRef.current?.contains(next) || menuButtonRef.current?.contains(next)) return;
    closeMenu();
  };
  return {
    isMenuOpen,
    setIsMenuOpen,
    closeMenu,
    menuButtonRef,
    menuRef,
    backdropRef,
    handleMenuBlur,
  };
}

/** Download my data and Delete my account: which dialog is open, and where the focus goes back. */
function useLeaveDialogs(closeMenu: () => void) {
  const navigate = useNavigate();
  const { clearSession } = useAuth();
  const t = useTranslations('layout.header');
  const [leaveDialog, setLeaveDialog] = useState<'export' | 'delete' | null>(null);
  // Opened from a menu item, not a Radix trigger: the dialogs give the focus back to the
  // button of the menu they came from (the account menu, or on a phone the menu toggle).
  const leaveOpenerRef = useRef<HTMLElement | null>(null);
  const openLeaveDialog = (dialog: 'export' | 'delete', opener: HTMLElement | null) => {
    leaveOpenerRef.current = opener;
    closeMenu();
    setLeaveDialog(dialog);
  };
  const returnFocusToOpener = (event: Event) => {
    const opener = leaveOpenerRef.current;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };

  // The account is gone: leave any protected page first, then forget the session locally.
  const handleDeleted = async () => {
    setLeaveDialog(null);
    await navigate(paths.home.href(), { flushSync: true });
    clearSession();
    toast.success(t('accountDeleted'));
  };

  return { leaveDialog, setLeaveDialog, openLeaveDialog, returnFocusToOpener, handleDeleted };
}

/** The open leave dialog, loaded only once the parent opens one. */
function LeaveDialogs({
  leaveDialog,
  setLeaveDialog,
  returnFocusToOpener,
  handleDeleted,
}: ReturnType<typeof useLeaveDialogs>) {
  if (!leaveDialog) return null;
  return (
    <Suspense fallback={null}>
      {leaveDialog === 'export' ? (
        <ExportDataDialog
          open
          onOpenChange={(open) => !open && setLeaveDialog(null)}
          onCloseAutoFocus={returnFocusToOpener}
        />
      ) : (
        <DeleteAccountDialog
          open
          onOpenChange={(open) => !open && setLeaveDialog(null)}
          onDeleted={() => void handleDeleted()}
          onCloseAutoFocus={returnFocusToOpener}
        />
      )}
    </Suspense>
  );
}

/** Log Out: leaves a protected page first, then says whether it worked. */
function useLogOut(closeMenu: () => void) {
  const navigate = useNavigate();
  const { logOut } = useAuth();
  const t = useTranslations('layout.header');
  return async () => {
    closeMenu();
    try {
      await logOut({
        // Leave a protected page first, or its guard would ask to log in again.
        beforeClear: () => navigate(paths.home.href(), { flushSync: true }),
      });
      toast.success(t('loggedOut'), { description: t('loggedOutDescription') });
    } catch (error) {
      toast.error(t('logOutFailed'), {
        description: apiErrorMessage(error, t('unknownError')),
      });
    }
  };
}

/** The marketing links in the bar, on screens wide enough for them. */
function MarketingNav({ isSignedIn }: { isSignedIn: boolean }) {
  const t = useTranslations('layout.header');
  const pageIn = usePageIn();
  return (
    <nav
      aria-label={t('mainNav')}
      className={cn('ml-6 hidden items-center gap-1', isSignedIn ? 'lg:flex' : 'md:flex')}
    >
      {MARKETING_LINKS.map((link) => (
        <Link key={link.label} to={pageIn(link.to)} className={navLinkClass}>
          {t(link.label)}
        </Link>
      ))}
    </nav>
  );
}

/** Signed in on a wide screen: the app's two places, as buttons in the bar. */
function AppLinkButtons() {
  const t = useTranslations('layout.header');
  const pageIn = usePageIn();
  return (
    <div className="hidden items-center gap-2 lg:flex">
      {APP_LINKS.map(({ label, to }) => (
        <Button
          key={label}
          asChild
          variant={label === 'myChildren' ? 'primary' : 'outline'}
          size="sm"
        >
          <Link to={pageIn(to)}>{t(label)}</Link>
        </Button>
      ))}
    </div>
  );
}

/** The phone menu's marketing links, at the menu's size. */
function PhoneMarketingNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('layout.header');
  const pageIn = usePageIn();
  return (
    <nav aria-label={t('mainNav')} className="flex flex-col gap-1">
      {MARKETING_LINKS.map((link) => (
        <Link
          key={link.label}
          to={pageIn(link.to)}
          onClick={onNavigate}
          className={cn(navLinkClass, 'px-4 py-3 text-base')}
        >
          {t(link.label)}
        </Link>
      ))}
    </nav>
  );
}

/** The phone menu signed out: the theme switch, Log In and Sign Up. */
function PhoneLogInButtons({ onOpen }: { onOpen: (kind: 'login' | 'signup') => void }) {
  const t = useTranslations('layout.header');
  return (
    <div className="grid gap-1">
      <ThemeMenuSwitch className={menuLinkClass} />
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button variant="outline" size="lg" onClick={() => onOpen('login')}>
          {t('logIn')}
        </Button>
        <Button size="lg" onClick={() => onOpen('signup')}>
          {t('signUp')}
        </Button>
      </div>
    </div>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const t = useTranslations('layout.header');
  const menu = usePhoneMenu(pathname);
  const { isMenuOpen, setIsMenuOpen, closeMenu } = menu;
  const { menuButtonRef, menuRef, backdropRef, handleMenuBlur } = menu;
  const showMarketingLinks = shouldShowMarketingLinks(pathname);
  // Signed in, the bar holds more: the full layout starts at lg instead of md.
  const isSignedIn = user !== null;

  // The leave dialogs give the focus back to the account menu's button (see useLeaveDialogs).
  const accountMenuButtonRef = useRef<HTMLButtonElement>(null);
  const leave = useLeaveDialogs(closeMenu);
  const { openLeaveDialog } = leave;

  const handleLogOut = useLogOut(closeMenu);

  return (
    <>
      <LeaveDialogs {...leave} />
      {isMenuOpen ? (
        // Outside the header: its backdrop-filter would make it the box of a fixed child.
        <div
          ref={backdropRef}
          aria-hidden="true"
          data-testid="menu-backdrop"
          onClick={closeMenu}
          className={cn(
            'fixed inset-0 z-30 bg-black/40 backdrop-blur-[1px]',
            isSignedIn ? 'lg:hidden' : 'md:hidden',
          )}
        />
      ) : null}
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <Collapsible open={isMenuOpen} onOpenChange={setIsMenuOpen}>
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
            <BrandLogo onClick={closeMenu} />

            {showMarketingLinks ? <MarketingNav isSignedIn={isSignedIn} /> : null}

            <div className="ml-auto flex items-center gap-2">
              {user ? (
                <>
                  <AppLinkButtons />
                  <CreditsBadge onNavigate={closeMenu} />
                </>
              ) : null}
              {/* Signed in on a phone the bar is full: the toggle is the menu's Dark mode row. */}
              <LanguageToggle className={isSignedIn ? 'hidden sm:inline-flex' : undefined} />
              <ThemeToggle className={isSignedIn ? 'hidden sm:inline-flex' : undefined} />
              {user ? (
                <div className="hidden lg:block">
                  <Suspense fallback={<UserAvatar user={user} className="m-1" />}>
                    <AccountMenu
                      user={user}
                      onLogOut={() => void handleLogOut()}
                      triggerRef={accountMenuButtonRef}
                      onExportData={() => openLeaveDialog('export', accountMenuButtonRef.current)}
                      onDeleteAccount={() =>
                        openLeaveDialog('delete', accountMenuButtonRef.current)
                      }
                    />
                  </Suspense>
                </div>
              ) : isLoading ? null : (
                <div className="hidden items-center gap-2 md:flex">
                  <Button variant="ghost" onClick={() => openAuthDialog('login')}>
                    {t('logIn')}
                  </Button>
                  <Button onClick={() => openAuthDialog('signup')}>{t('signUp')}</Button>
                </div>
              )}
              <CollapsibleTrigger asChild>
                <Button
                  ref={menuButtonRef}
                  variant="ghost"
                  size="icon"
                  aria-label={t('openMenu')}
                  className={cn('[&_svg]:size-6', isSignedIn ? 'lg:hidden' : 'md:hidden')}
                >
                  {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
                </Button>
              </CollapsibleTrigger>
            </div>
          </div>

          {/* Overlays the page instead of pushing it down, so opening or closing the menu
            never shifts the content (or a just-scrolled-to anchor). Only there while open:
            mounted, Radix reads its computed style, which made the browser restyle the whole
            page in the middle of hydration. (A closed trigger's aria-controls may name an
            element not in the page.) */}
          {isMenuOpen ? (
            <CollapsibleContent
              ref={menuRef}
              onBlur={handleMenuBlur}
              className={cn(
                'absolute inset-x-0 top-full max-h-[calc(100svh-4rem)] overflow-y-auto border-y border-border/70 bg-background shadow-lg shadow-brand-900/10',
                isSignedIn ? 'lg:hidden' : 'md:hidden',
              )}
            >
              <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3 sm:px-6">
                {showMarketingLinks ? <PhoneMarketingNav onNavigate={closeMenu} /> : null}
                {user ? (
                  <MobileAccountMenu
                    user={user}
                    hasDivider={showMarketingLinks}
                    onNavigate={closeMenu}
                    onLogOut={() => void handleLogOut()}
                    onExportData={() => openLeaveDialog('export', menuButtonRef.current)}
                    onDeleteAccount={() => openLeaveDialog('delete', menuButtonRef.current)}
                  />
                ) : isLoading ? null : (
                  <PhoneLogInButtons
                    onOpen={(kind) => {
                      closeMenu();
                      openAuthDialog(kind);
                    }}
                  />
                )}
              </div>
            </CollapsibleContent>
          ) : null}
        </Collapsible>
      </header>
    </>
  );
}

/**
 * The phone menu's signed-in part: the same items as the bar and the account dropdown
 * (product.md#header), in the bar's order.
 */
function MobileAccountMenu({
  user,
  hasDivider,
  onNavigate,
  onLogOut,
  onExportData,
  onDeleteAccount,
}: {
  user: CurrentUser;
  hasDivider: boolean;
  onNavigate: () => void;
  onLogOut: () => void;
  onExportData: () => void;
  onDeleteAccount: () => void;
}) {
  const isPrinting = useSiteFacts()?.print_orders === true;
  const languageItem = useLanguageMenuItem();
  const t = useTranslations('layout.header');
  const pageIn = usePageIn();
  const renderLinks = (
    links: readonly { label: LinkLabel | AccountLinkLabel; to: string; Icon: LucideIcon }[],
  ) =>
    links.map(({ label, to, Icon }) => (
      <Link key={label} to={pageIn(to)} onClick={onNavigate} className={menuLinkClass}>
        <Icon aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
        {t(label)}
      </Link>
    ));
  return (
    <nav
      aria-label={t('accountNav')}
      className={cn('flex flex-col gap-1', hasDivider && 'mt-2 border-t pt-3')}
    >
      <div className="flex items-center gap-3 px-4 pt-1 pb-3">
        <UserAvatar user={user} />
        <div className="grid min-w-0">
          <span className="truncate text-sm font-bold">{displayName(user)}</span>
          {user.full_name ? (
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          ) : null}
        </div>
      </div>
      {renderLinks(APP_LINKS)}
      <CreditsMenuRow onNavigate={onNavigate} />
      {renderLinks(isPrinting ? [...ACCOUNT_LINKS, ORDERS_LINK] : ACCOUNT_LINKS)}
      <ThemeMenuSwitch className={menuLinkClass} />
      <button
        type="button"
        onClick={languageItem.onSelect}
        className={cn(
          menuLinkClass,
          'cursor-pointer [&_svg]:size-5 [&_svg]:text-brand-600 dark:[&_svg]:text-brand-300',
        )}
      >
        {languageItem.label}
      </button>
      <button type="button" onClick={onExportData} className={cn(menuLinkClass, 'cursor-pointer')}>
        <Download aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
        {t('downloadData')}
      </button>
      <button
        type="button"
        onClick={onDeleteAccount}
        className={cn(menuLinkClass, 'cursor-pointer text-red-700 dark:text-red-300')}
      >
        <UserX aria-hidden="true" className="size-5" />
        {t('deleteAccount')}
      </button>
      <button type="button" onClick={onLogOut} className={cn(menuLinkClass, 'cursor-pointer')}>
        <LogOut aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-300" />
        {t('logOut')}
      </button>
    </nav>
  );
}
