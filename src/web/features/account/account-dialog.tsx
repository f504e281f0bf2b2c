/**
 * Account Settings (spec §2; issue 5): first and last name and the language (en, es, fr, de),
 * saved with PATCH /api/account, then 'Settings Updated'; below, 'Import a journal' (import-journal.tsx,
 * issue 17) and 'Your data' (download, delete: account-data.tsx, issue 14). Renders only when a user exists.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, User, type Language } from '@contract/auth';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { apiJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-client';
import { toast } from '@/lib/toast';
import { applyLanguage, i18n } from '@/i18n/i18n';
import { ChangePasswordForm } from './change-password-form';
import { AccountData } from './account-data';
import { ImportJournal } from './import-journal';
import { useTranslation } from 'react-i18next';

interface Props {
  user: User;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function AccountDialog({ user, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('account.settings')}</DialogTitle>
          <DialogDescription>{t('account.description')}</DialogDescription>
        </DialogHeader>
        {/* Mounted fresh on each opening, so the form starts from the saved values. */}
        {open && <AccountForm user={user} onDone={() => onOpenChange(false)} />}
        {open && <ChangePasswordForm user={user} />}
        {open && <ImportJournal />}
        {open && <AccountData onDeleted={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AccountForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [language, setLanguage] = useState<Language>(user.language);
  const mutation = useMutation({
    mutationFn: () =>
      apiJson(User, 'PATCH', '/api/account', {
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
        language,
      }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.user, updated);
      // The new language first (no reload), so the confirmation is already in it.
      await applyLanguage(updated.language);
      toast({ title: i18n.t('account.saved.title'), description: i18n.t('account.saved.description') });
      onDone();
    },
    onError: () => {
      toast({
        title: t('account.saveFailed.title'),
        description: t('account.saveFailed.description'),
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="account-first-name">{t('account.firstName')}</Label>
          <Input
            id="account-first-name"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="account-last-name">{t('account.lastName')}</Label>
          <Input
            id="account-last-name"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="account-email">{t('account.email')}</Label>
        <Input id="account-email" value={user.email ?? ''} readOnly disabled />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="account-language">{t('account.language')}</Label>
        <Select value={language} onValueChange={(value) => setLanguage(value as Language)}>
          <SelectTrigger id="account-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGES.map((code) => (
              <SelectItem key={code} value={code}>
                {t(`account.languages.${code}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('common.saving') : t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
