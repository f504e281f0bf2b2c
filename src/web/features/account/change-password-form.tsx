/**
 * Change password, in Account Settings (issue 16): current password, new password twice, sent
 * with POST /api/account/password. On success every other device is signed out (this one gets a
 * fresh session) and a toast says so. Shown only for accounts that sign in with a password.
 * Folded by default behind a "Change password" button, so the dialog stays short.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ChevronDown, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ChangePasswordRequest, MIN_PASSWORD_LENGTH, type User } from '@contract/auth';
import { ErrorResponse } from '@contract/common';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError, apiRequest } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { translateValidation } from '@/i18n/validation';

type Field = 'currentPassword' | 'newPassword' | 'repeatPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** The server's per-field messages, or one message for the whole form. */
function errorsOf(
  error: unknown,
  t: TFunction,
): { fields: Partial<Record<Field, string>>; form: string | null } {
  if (error instanceof ApiError) {
    let parsed: ErrorResponse | null = null;
    try {
      const result = ErrorResponse.safeParse(JSON.parse(error.body));
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    const fields: Partial<Record<Field, string>> = {};
    for (const issue of parsed?.issues ?? []) {
      if (issue.path === 'currentPassword' || issue.path === 'newPassword')
        fields[issue.path] ??= translateValidation(issue.message, t);
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
    if (parsed?.message && (error.status === 400 || error.status === 429 || error.status === 503)) {
      return { fields, form: translateValidation(parsed.message, t) };
    }
  }
  return { fields: {}, form: t('password.failed') };
}

export function ChangePasswordForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!user.localAccount) return null;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="grid gap-4 border-t border-border pt-4">
      <CollapsibleTrigger asChild>
        <Button type="button" variant="ghost" className="justify-between px-2">
          <span className="inline-flex items-center gap-2">
            <KeyRound aria-hidden />
            {t('password.change')}
          </span>
          <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent>{open && <PasswordFields onDone={() => setOpen(false)} />}</CollapsibleContent>
    </Collapsible>
  );
}

function PasswordFields({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [fields, setFields] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const mutation = useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiRequest('POST', '/api/account/password', body),
    onSuccess: () => {
      setFields(EMPTY);
      toast({ title: t('password.changed.title'), description: t('password.changed.description') });
      onDone();
    },
    onError: (error) => setFieldErrors(errorsOf(error, t).fields),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    const candidate = ChangePasswordRequest.safeParse({
      currentPassword: fields.currentPassword,
      newPassword: fields.newPassword,
    });
    if (!candidate.success) {
      for (const issue of candidate.error.issues) {
        const path = issue.path[0];
        if (path === 'currentPassword' || path === 'newPassword')
          errors[path] ??= translateValidation(issue.message, t);
      }
    }
    if (!errors.newPassword && fields.repeatPassword !== fields.newPassword) {
      errors.repeatPassword = t('password.mismatch');
    }
    setFieldErrors(errors);
    if (!candidate.success || Object.keys(errors).length > 0) return;
    mutation.mutate(candidate.data);
  };

  const input = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    type: 'password',
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: Field) =>
    fieldErrors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {fieldErrors[name]}
      </p>
    ) : null;
  const formError = mutation.isError ? errorsOf(mutation.error, t).form : null;

  return (
    <form className="grid gap-4 pb-1" onSubmit={submit} noValidate aria-label={t('password.change')}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-currentPassword`}>{t('password.current')}</Label>
        <Input autoComplete="current-password" {...input('currentPassword')} />
        {error('currentPassword')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-newPassword`}>{t('password.new')}</Label>
        <Input autoComplete="new-password" {...input('newPassword')} />
        {!fieldErrors.newPassword && (
          <p className="text-xs text-subtle">{t('password.hint', { min: MIN_PASSWORD_LENGTH })}</p>
        )}
        {error('newPassword')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-repeatPassword`}>{t('password.repeat')}</Label>
        <Input autoComplete="new-password" {...input('repeatPassword')} />
        {error('repeatPassword')}
      </div>
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/50 bg-destructive-surface px-3 py-2 text-sm"
        >
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" disabled={mutation.isPending}>
          {mutation.isPending ? t('password.changing') : t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
