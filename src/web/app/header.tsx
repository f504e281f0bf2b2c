/**
 * The signed-in header (spec §2): logo, 'ToneLens Analyser', 'Powered by Spectral Binary', the
 * install button (only while the browser offers it), 'Journal' (opens the 'Resonance Journal'
 * modal) and the user menu.
 */
import type { ReactNode } from 'react';
import { BookOpen } from 'lucide-react';
import type { User } from '@contract/auth';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { InstallButton } from '@/features/install/install-button';
import { UserMenu } from '@/features/account/user-menu';
import { useTranslation } from 'react-i18next';

export function Header({
  user,
  onOpenJournal,
  extra,
}: {
  user: User | null;
  onOpenJournal: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header
      data-sticky-header
      className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-xl"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-3">
          <Logo className="size-10 shrink-0" />
          <div className="min-w-0">
            <h1 className="truncate font-display text-lg font-semibold leading-tight sm:text-xl">
              {t('header.title')}
            </h1>
            <p className="truncate text-xs text-muted">{t('common.poweredBy')}</p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <InstallButton compact />
          {extra}
          {/* On a phone the icon alone, so 'Powered by Spectral Binary' is not cut off (issue 14). */}
          <Button variant="outline" size="sm" onClick={onOpenJournal} className="max-sm:px-2.5">
            <BookOpen aria-hidden />
            <span className="max-sm:sr-only">{t('header.journal')}</span>
          </Button>
          <UserMenu user={user} />
        </div>
      </div>
      <div className="spectral-gradient h-px opacity-60" aria-hidden />
    </header>
  );
}
