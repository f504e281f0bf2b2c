/** The 404 page (spec §2), with its two texts word for word and a way home. */
import { Link } from 'wouter';
import { AlertCircle } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/document-title';

export function NotFound() {
  useDocumentTitle('Page not found · ToneLens');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6 sm:pt-8">
          <div className="flex items-center gap-3">
            <AlertCircle className="size-8 text-destructive" aria-hidden />
            <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
          </div>
          <p className="mt-4 text-sm text-muted">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
            Go to ToneLens
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
