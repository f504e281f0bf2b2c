/** The side column's 'Framework Information' card, shown once there are spectral values (spec §2). */
import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageState } from '@/lib/page-state';
import { FRAMEWORKS } from '../frameworks';
import { useTranslation } from 'react-i18next';

export function FrameworkInfoCard() {
  const { t } = useTranslation();
  const hasValues = usePageState((state) => state.characterValues.length > 0);
  if (!hasValues) return null;
  return (
    <Card aria-labelledby="framework-card-title">
      <CardHeader>
        <CardTitle id="framework-card-title">
          <Info className="size-5 text-accent" aria-hidden />
          {t('frameworks.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {FRAMEWORKS.map(({ key, name }) => (
          <div key={key}>
            <h3 className="text-sm font-semibold">{name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{t(`frameworks.${key}`)}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
