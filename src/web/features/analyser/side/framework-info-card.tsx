/** The side column's 'Framework Information' card, shown once there are spectral values (spec §2). */
import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageState } from '@/lib/page-state';
import { FRAMEWORKS } from '../frameworks';

export function FrameworkInfoCard() {
  const hasValues = usePageState((state) => state.characterValues.length > 0);
  if (!hasValues) return null;
  return (
    <Card aria-labelledby="framework-card-title">
      <CardHeader>
        <CardTitle id="framework-card-title">
          <Info className="size-5 text-accent" aria-hidden />
          Framework Information
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {FRAMEWORKS.map(({ name, text }) => (
          <div key={name}>
            <h3 className="text-sm font-semibold">{name}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
