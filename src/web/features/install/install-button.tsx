/** 'Add to Home Screen': rendered only while the browser offers installation (spec §4). */
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { startInstall, useShowInstallButton } from './use-install';
import { useTranslation } from 'react-i18next';

export function InstallButton({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const show = useShowInstallButton();
  if (!show) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      className={cn(className)}
      onClick={() => void startInstall()}
      aria-label={compact ? t('install.add') : undefined}
    >
      <Download aria-hidden />
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>{t('install.add')}</span>
    </Button>
  );
}
