/** The 404 page (spec §2), with its two texts word for word and a way home. */
import { Link } from 'wouter';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-8">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
          </div>
          <p className="mt-4 text-sm text-muted">{t('notFound.text')}</p>
          <Link href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            {t('notFound.home')}
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
