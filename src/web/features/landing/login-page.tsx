/**
 * /login: sign in or create a local account (POST /api/auth/local/signin|signup), and the OpenID
 * Connect button when a provider is configured. Errors are plain sentences next to the form.
 * On success the user goes to `returnTo` (same-origin paths only) or '/'.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH, SigninRequest, SignupRequest, User, type PublicConfig } from '@contract/auth';
import { returnToFromSearch } from '@contract/return-to';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Logo } from '@/components/logo';
import { ApiError, apiJson } from '@/lib/api';
import { usePublicConfig } from '@/lib/auth';
import { queryKeys } from '@/lib/query-client';
import { useDocumentTitle } from '@/lib/document-title';
import { translateValidation } from '@/i18n/validation';

type FormMode = 'signin' | 'signup';

/**
 * Only paths on this site, so the login page cannot be used to send people elsewhere: the same
 * check the server makes (src/contract/return-to.ts).
 */
export const safeReturnTo = returnToFromSearch;

export function authErrorMessage(error: unknown, mode: FormMode, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('auth.errors.mismatch');
    if (error.status === 409) return t('auth.errors.exists');
    // 429 and 503 say how long to wait (a locked account may wait more than a minute).
    if ([400, 403, 429, 503].includes(error.status))
      return translateValidation(error.serverMessage || error.message, t);
  }
  return mode === 'signin' ? t('auth.errors.signinFailed') : t('auth.errors.signupFailed');
}

/** Why an OpenID Connect sign-in came back to /login: the server's `?error=` codes and their texts. */
export const SIGNIN_ERRORS = {
  signin_expired: 'auth.errors.signinExpired',
  signin_failed: 'auth.errors.providerFailed',
  signin_cancelled: 'auth.errors.signinCancelled',
  provider_unavailable: 'auth.errors.providerUnavailable',
} as const;

function signinErrorKey(code: string) {
  return Object.hasOwn(SIGNIN_ERRORS, code)
    ? SIGNIN_ERRORS[code as keyof typeof SIGNIN_ERRORS]
    : SIGNIN_ERRORS.signin_failed;
}

export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.documentTitle'));
  const { data: config } = usePublicConfig();
  const errorCode = new URLSearchParams(window.location.search).get('error');
  const providerError = errorCode ? t(signinErrorKey(errorCode)) : null;
  const [mode, setMode] = useState<FormMode>('signin');
  const localAccounts = config?.localAccounts ?? true;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="w-full max-w-md">
        <Link
          href="/"
          className="mb-6 inline-flex items-center gap-2 rounded-lg text-sm text-muted hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('auth.back')}
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <Logo className="size-12" />
            <h1 className="font-display text-2xl font-semibold">
              {mode === 'signin' ? t('auth.welcomeBack') : t('auth.createTitle')}
            </h1>
            <CardDescription>{t('auth.private')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {providerError && (
              <p
                role="alert"
                className="rounded-xl border border-destructive/50 bg-destructive-surface px-3 py-2 text-sm"
              >
                {providerError}
              </p>
            )}
            {localAccounts && (
              <Tabs value={mode} onValueChange={(value) => setMode(value === 'signup' ? 'signup' : 'signin')}>
                <TabsList className="grid w-full grid-cols-2">
                  <TabsTrigger value="signin" className="justify-center">
                    {t('auth.signIn')}
                  </TabsTrigger>
                  <TabsTrigger value="signup" className="justify-center">
                    {t('auth.createAccount')}
                  </TabsTrigger>
                </TabsList>
                <TabsContent value="signin" className="pt-5">
                  <AuthForm mode="signin" />
                </TabsContent>
                <TabsContent value="signup" className="pt-5">
                  <AuthForm mode="signup" />
                </TabsContent>
              </Tabs>
            )}
            {config?.oidcProvider && <OidcButton config={config} separated={localAccounts} />}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}

function OidcButton({ config, separated }: { config: PublicConfig; separated: boolean }) {
  const { t } = useTranslation();
  const returnTo = safeReturnTo(window.location.search);
  return (
    <>
      {separated && (
        <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-subtle">
          <span className="h-px flex-1 bg-border" /> {t('auth.or')} <span className="h-px flex-1 bg-border" />
        </div>
      )}
      <Button
        variant="outline"
        size="lg"
        onClick={() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)}
      >
        <KeyRound aria-hidden />
        {t('auth.continueWith', { provider: config.oidcProvider })}
      </Button>
    </>
  );
}

function AuthForm({ mode }: { mode: FormMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({ email: '', password: '', firstName: '', lastName: '' });
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: (body: SigninRequest | SignupRequest) =>
      apiJson(User, 'POST', mode === 'signin' ? '/api/auth/local/signin' : '/api/auth/local/signup', body),
    onSuccess: async (user) => {
      queryClient.setQueryData(queryKeys.user, user);
      // A full navigation, so the signed-in page starts with a fresh session everywhere.
      window.location.assign(safeReturnTo(window.location.search));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate =
      mode === 'signin'
        ? SigninRequest.safeParse({ email: fields.email.trim(), password: fields.password })
        : SignupRequest.safeParse({
            email: fields.email.trim(),
            password: fields.password,
            firstName: fields.firstName.trim() || undefined,
            lastName: fields.lastName.trim() || undefined,
          });
    if (!candidate.success) {
      const errors: Record<string, string> = {};
      for (const issue of candidate.error.issues)
        errors[String(issue.path[0])] ??= translateValidation(issue.message, t);
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    mutation.mutate(candidate.data);
  };

  const id = (name: string) => `${mode}-${name}`;
  const field = (name: keyof typeof fields) => ({
    id: id(name),
    name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [name]: event.target.value })),
    'aria-invalid': fieldErrors[name] ? true : undefined,
    'aria-describedby': fieldErrors[name] ? id(`${name}-error`) : undefined,
  });
  const error = (name: string) =>
    fieldErrors[name] ? (
      <p id={id(`${name}-error`)} className="text-sm text-destructive">
        {fieldErrors[name]}
      </p>
    ) : null;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {mode === 'signup' && (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={id('firstName')}>{t('account.firstName')}</Label>
            <Input autoComplete="given-name" {...field('firstName')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={id('lastName')}>{t('account.lastName')}</Label>
            <Input autoComplete="family-name" {...field('lastName')} />
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={id('email')}>{t('account.email')}</Label>
        <Input type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        {error('email')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('password')}>{t('auth.password')}</Label>
        <Input
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          required
          {...field('password')}
        />
        {mode === 'signup' && !fieldErrors.password && (
          <p className="text-xs text-subtle">{t('auth.passwordHint', { min: MIN_PASSWORD_LENGTH })}</p>
        )}
        {error('password')}
      </div>
      {mutation.isError && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/50 bg-destructive-surface px-3 py-2 text-sm"
        >
          {authErrorMessage(mutation.error, mode, t)}
        </p>
      )}
      <Button type="submit" variant="spectral" size="lg" disabled={mutation.isPending || mutation.isSuccess}>
        {mode === 'signin'
          ? mutation.isPending
            ? t('auth.signingIn')
            : t('auth.signIn')
          : mutation.isPending
            ? t('auth.creatingAccount')
            : t('auth.createAccount')}
      </Button>
    </form>
  );
}
