/**
 * The side column's emotion slider panel (spec §2): the gradient initialised from the latest
 * analysis' four axes, with a save that keeps it on this device ('Emotional State Saved').
 * It is always on the page, so it also runs the gradient's storage sync.
 */
import { HeartPulse } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { EmotionGradient } from './emotion-gradient';
import { browserStorage, writeGradient } from './gradient-sync';
import { useGradientSync, useGradientValues } from './use-gradient-values';
import { useTranslation } from 'react-i18next';

export function EmotionPanel() {
  useGradientSync();
  const { t } = useTranslation();
  const { values } = useGradientValues();
  const save = () => {
    if (writeGradient(browserStorage(), values)) {
      toast({
        title: t('gradient.stateSaved.title'),
        description: t('gradient.stateSaved.description'),
      });
    } else {
      toast({
        title: t('gradient.stateFailed.title'),
        description: t('gradient.stateFailed.description'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card aria-labelledby="emotion-panel-title">
      <CardHeader>
        <CardTitle id="emotion-panel-title">
          <HeartPulse className="size-5 text-accent" aria-hidden />
          {t('gradient.stateTitle')}
        </CardTitle>
        <CardDescription>{t('gradient.stateDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <EmotionGradient onSave={save} />
      </CardContent>
    </Card>
  );
}
