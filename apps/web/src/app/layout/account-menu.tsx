import { ChevronDown, Download, History, LogOut, Package, ReceiptText, UserX } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { CurrentUser } from '@littlestar/shared/accounts';
import { paths } from '@/config/paths';
import { useLanguageMenuItem } from '@/i18n/language-switcher';
import { useSiteFacts } from '@/lib/site-facts-query';
import { displayName, UserAvatar } from './user-avatar';

/**
 * The desktop account dropdown (product.md#header): Credit Usage, Transactions, My orders
 * (where printed books are sold), Log Out, and the
 * parent's right to leave: Download my data, Delete my account (each opens a dialog).
 */
export function AccountMenu({
  user,
  onLogOut,
  onExportData,
  onDeleteAccount,
  triggerRef,
}: {
  user: CurrentUser;
  /** The menu's button: the export and delete dialogs give the focus back to it. */
  triggerRef?: Ref<HTMLButtonElement>;
  onLogOut: () => void;
  onExportData: () => void;
  onDeleteAccount: () => void;
}) {
  const name = displayName(user);
  // Printed books are on sale only where the server orders them (PRINT=lulu).
  const isPrinting = useSiteFacts()?.print_orders === true;
  const languageItem = useLanguageMenuItem();
  const t = useTranslations('layout.header');
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        aria-label={t('accountMenu')}
        title={name}
        className="flex h-10 max-w-48 cursor-pointer items-center gap-2 rounded-full border-2 border-transparent py-1 pr-2 pl-1 text-sm font-bold transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:border-brand-200 data-[state=open]:bg-accent dark:data-[state=open]:border-brand-800"
      >
        <UserAvatar user={user} />
        <span className="hidden truncate xl:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="grid gap-0.5 font-normal">
          {user.full_name ? (
            <span className="truncate text-sm font-bold text-foreground">{user.full_name}</span>
          ) : null}
          <span className="truncate" title={user.email}>
            {user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.creditUsage.href()}>
            <History aria-hidden="true" />
            {t('creditUsage')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.transactions.href()}>
            <ReceiptText aria-hidden="true" />
            {t('transactions')}
          </Link>
        </DropdownMenuItem>
        {isPrinting ? (
          <DropdownMenuItem asChild>
            <Link to={paths.orders.href()}>
              <Package aria-hidden="true" />
              {t('myOrders')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={languageItem.onSelect} data-testid="language-menu-item">
          {languageItem.label}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onExportData}>
          <Download aria-hidden="true" />
          {t('downloadData')}
        </DropdownMenuItem>
        <DropdownMenuItem
          onSelect={onDeleteAccount}
          className="text-red-700 focus:text-red-800 dark:text-red-300 dark:focus:text-red-200"
        >
          <UserX aria-hidden="true" />
          {t('deleteAccount')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onLogOut}>
          <LogOut aria-hidden="true" />
          {t('logOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
