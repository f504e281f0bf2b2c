/** The header's user menu (spec §2): avatar with initials, name or e-mail, e-mail, Account Settings, Log Out. */
import { lazy, Suspense, useState } from 'react';
import { LogOut, Settings } from 'lucide-react';
import type { User } from '@contract/auth';
import { avatarInitials, displayName } from '@engine/labels';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { logOut } from '@/lib/auth';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useTranslation } from 'react-i18next';

// Account Settings is a chunk of its own, fetched the first time it opens (ADR 0020).
const AccountDialog = lazy(() =>
  import('./account-dialog').then((module) => ({ default: module.AccountDialog })),
);

export function UserMenu({ user }: { user: User | null }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsUsed = useOpenedOnce(settingsOpen);
  const { t } = useTranslation();
  const name = displayName(user);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="rounded-full outline-none ring-offset-2 ring-offset-background transition-shadow hover:ring-2 hover:ring-border-strong focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('account.menuFor', { name })}
        >
          <Avatar>
            {user?.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{avatarInitials(user)}</AvatarFallback>
          </Avatar>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <p className="truncate font-medium">{name}</p>
            {user?.email && <p className="truncate text-xs text-muted">{user.email}</p>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSettingsOpen(true)}>
            <Settings aria-hidden />
            {t('account.settings')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => logOut()}>
            <LogOut aria-hidden />
            {t('account.logOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {user && settingsUsed && (
        <Suspense fallback={null}>
          <AccountDialog user={user} open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </>
  );
}
