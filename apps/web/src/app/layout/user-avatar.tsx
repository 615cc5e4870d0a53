import type { CurrentUser } from '@littlestar/shared/accounts';
import { cn } from '@/lib/cn';

/** The name the header shows for the user: their full name, else their e-mail. */
export function displayName(user: CurrentUser): string {
  return user.full_name?.trim() || user.email;
}

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-300 to-brand-500 text-sm font-black text-white uppercase',
        className,
      )}
    >
      {displayName(user).charAt(0)}
    </span>
  );
}
