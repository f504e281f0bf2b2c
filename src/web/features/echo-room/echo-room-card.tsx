/**
 * The EchoRoom Reflection card (spec §2, §4): the open mode's view (reflection or Spectral
 * Meaning), or, while none is open, an invitation and the past reflections to read back. The
 * modes themselves are chosen in the tension panel above (EchoModePicker).
 */
import { Ear } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useEchoRoom } from './echo-room-context';
import { isReflectionMode } from './echo-modes';
import { DefinitionView } from './definition-view';
import { PastReflections } from './past-reflections';
import { ReflectionView } from './reflection-view';
import { useTranslation } from 'react-i18next';

export function EchoRoomCard() {
  const { t } = useTranslation();
  const { mode, openCount, close } = useEchoRoom();
  return (
    <Card aria-labelledby="echo-room-title">
      <CardHeader>
        <CardTitle id="echo-room-title">
          <Ear className="size-5 text-primary" aria-hidden />
          {t('echo.title')}
        </CardTitle>
        {mode === null && <CardDescription>{t('echo.description')}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-5">
        {mode === null ? (
          <PastReflections />
        ) : isReflectionMode(mode) ? (
          <ReflectionView mode={mode} focusKey={openCount} onClose={close} />
        ) : (
          <DefinitionView focusKey={openCount} onClose={close} />
        )}
      </CardContent>
    </Card>
  );
}
