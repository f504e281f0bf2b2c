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

export function EmotionPanel() {
  useGradientSync();
  const { values } = useGradientValues();
  const save = () => {
    if (writeGradient(browserStorage(), values)) {
      toast({
        title: 'Emotional State Saved',
        description: 'Your current emotional gradient has been saved locally.',
      });
    } else {
      toast({
        title: 'Save Failed',
        description: 'This browser would not let ToneLens keep your emotional gradient.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Card aria-labelledby="emotion-panel-title">
      <CardHeader>
        <CardTitle id="emotion-panel-title">
          <HeartPulse className="size-5 text-accent" aria-hidden />
          Emotional State
        </CardTitle>
        <CardDescription>
          Starts from your latest analysis. Unlock to tune it, then save it on this device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <EmotionGradient onSave={save} />
      </CardContent>
    </Card>
  );
}
