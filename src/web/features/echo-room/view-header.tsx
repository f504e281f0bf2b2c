/** The heading of an open EchoRoom view, with the close control that discards it (spec §4). */
import { X } from 'lucide-react';
import type { EchoMode } from '@contract/echo-room';
import { Button } from '@/components/ui/button';
import { ECHO_MODE_INFO } from './echo-modes';
import { MODE_ICON } from './echo-mode-picker';
import { useTranslation } from 'react-i18next';

export function ViewHeader({ mode, onClose }: { mode: EchoMode; onClose: () => void }) {
  const { t } = useTranslation();
  const info = ECHO_MODE_INFO[mode];
  const Icon = MODE_ICON[mode];
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="flex min-w-0 items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl border border-primary/30 bg-primary/10">
          <Icon className="size-4.5 text-primary" aria-hidden />
        </span>
        <div className="min-w-0">
          <h3 className="text-base font-semibold leading-tight">{info.label}</h3>
          <p className="text-xs text-muted">{t(`echo.modes.${mode}.focus`)}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="-mr-2 -mt-1 size-9 text-muted"
        onClick={onClose}
        aria-label={t('echo.close', { name: info.label })}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
