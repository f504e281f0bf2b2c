/**
 * The Add to Home Screen action inside Framework Information: unlike the header button it is
 * visible whenever the app is not yet installed, so browsers without a prompt (iOS Safari) get
 * the install hints of spec §8.
 */
import { Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useInstallState } from '@/lib/install';
import { startInstall } from './use-install';
import { useTranslation } from 'react-i18next';

export function InstallAction() {
  const { t } = useTranslation();
  const { standalone, installed } = useInstallState();
  if (standalone || installed) return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => void startInstall()}>
      <Smartphone aria-hidden />
      {t('install.add')}
    </Button>
  );
}
