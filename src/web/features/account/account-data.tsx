/**
 * 'Your data' in Account Settings (issue 14): 'Download my data' (GET /api/account/export, the
 * server's dated JSON file of everything it keeps about me) and 'Delete my account', which asks
 * for the word DELETE to be typed before DELETE /api/account. After the deletion the session is
 * gone, so the page forgets the user and shows the landing page with 'Account Deleted'.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest } from '@/lib/api';
import { forgetUser } from '@/lib/auth';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** What the user types to confirm. */
export const DELETE_CONFIRMATION = 'DELETE';

export function AccountData({ onDeleted }: { onDeleted: () => void }) {
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
      toast({
        title: 'Account Deleted',
        description: 'Your account and everything you saved in ToneLens have been deleted.',
      });
    },
    onError: () =>
      toast({
        title: 'Delete Failed',
        description: 'Your account could not be deleted. Nothing was removed. Please try again.',
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
        Your data
      </h3>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">A JSON file of everything ToneLens keeps for you.</p>
        <a
          href="/api/account/export"
          download
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
        >
          <Download aria-hidden />
          Download my data
        </a>
      </div>
      {!confirming ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">Remove your account and all your analyses for good.</p>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            Delete my account
          </Button>
        </div>
      ) : (
        <form
          onSubmit={submit}
          className="grid gap-3 rounded-xl border border-destructive/50 bg-destructive-surface/60 p-4"
          aria-label="Delete my account"
        >
          <p id={hintId} className="text-sm text-foreground">
            This deletes your account, your analyses, journal, reflections, conversations and signature, and
            signs you out everywhere. It cannot be undone. Download your data first if you want to keep it.
          </p>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Type {DELETE_CONFIRMATION} to confirm</Label>
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
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" size="sm" disabled={!confirmed || deletion.isPending}>
              {deletion.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
              {deletion.isPending ? 'Deleting...' : 'Delete my account permanently'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
