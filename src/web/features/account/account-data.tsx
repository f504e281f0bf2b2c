/**
 * 'Your data' in Account Settings (issue 14): 'Download my data' (GET /api/account/export, the
 * server's dated JSON file of everything it keeps about me) and 'Delete my account', which asks
 * for the word DELETE to be typed before DELETE /api/account. After the deletion the session is
 * gone, so the page forgets the user and shows the landing page with 'Account Deleted'.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api';
import { forgetUser } from '@/lib/auth';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** What the user types to confirm, the same word in every language (the hint quotes it). */
export const DELETE_CONFIRMATION = 'DELETE';

export function AccountData({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  const deletion = useMutation({
    mutationFn: () => apiRequest('DELETE', '/api/account'),
    onSuccess: () => {
      onDeleted();
      // Everything cached belonged to the deleted account; the user query now says "signed out",
      // which shows the landing page.
      forgetUser();
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.user[0] });
      queryClient.setQueryData(queryKeys.user, null);
      toast({ title: t('accountData.deleted.title'), description: t('accountData.deleted.description') });
    },
    onError: () =>
      toast({
        title: t('accountData.deleteFailed.title'),
        description: t('accountData.deleteFailed.description'),
        variant: 'destructive',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !deletion.isPending) deletion.mutate();
  };

  return (
    <section aria-labelledby="account-data-title" className="grid gap-3 border-t border-border pt-4">
      <h3 id="account-data-title" className="text-sm font-semibold">
        {t('accountData.title')}
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('accountData.exportText')}</p>
        <a
          href="/api/account/export"
          download
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
        >
          <Download aria-hidden />
          {t('accountData.download')}
        </a>
      </div>
      {!confirming ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{t('accountData.deleteText')}</p>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t('accountData.delete')}
          </Button>
        </div>
      ) : (
        <form
          onSubmit={submit}
          className="grid gap-3 rounded-xl border border-destructive/50 bg-destructive-surface/60 p-4"
          aria-label={t('accountData.delete')}
        >
          <p id={hintId} className="text-sm text-foreground">
            {t('accountData.warning')}
          </p>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>{t('accountData.typeToConfirm', { word: DELETE_CONFIRMATION })}</Label>
            <Input
              id={inputId}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby={hintId}
              autoFocus
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setConfirming(false);
                setTyped('');
              }}
            >
              {t('accountData.keep')}
            </Button>
            <Button type="submit" variant="destructive" size="sm" disabled={!confirmed || deletion.isPending}>
              {deletion.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
              {deletion.isPending ? t('accountData.deleting') : t('accountData.deletePermanently')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
