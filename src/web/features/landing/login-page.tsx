/**
 * /login: sign in or create a local account (POST /api/auth/local/signin|signup), and the OpenID
 * Connect button when a provider is configured. Errors are plain sentences next to the form.
 * On success the user goes to `returnTo` (same-origin paths only) or '/'.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ArrowLeft, KeyRound } from 'lucide-react';
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

type FormMode = 'signin' | 'signup';

/**
 * Only paths on this site, so the login page cannot be used to send people elsewhere: the same
 * check the server makes (src/contract/return-to.ts).
 */
export const safeReturnTo = returnToFromSearch;

export function authErrorMessage(error: unknown, mode: FormMode): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'That e-mail and password do not match an account.';
    if (error.status === 409) return 'An account with this e-mail already exists. Sign in instead.';
    // 429 and 503 say how long to wait (a locked account may wait more than a minute).
    if ([400, 403, 429, 503].includes(error.status)) return error.serverMessage || error.message;
  }
  return mode === 'signin'
    ? 'Signing in failed. Please check your connection and try again.'
    : 'Creating your account failed. Please check your connection and try again.';
}

/** Why an OpenID Connect sign-in came back to /login (the server's `?error=` codes). */
export const SIGNIN_ERRORS: Readonly<Record<string, string>> = {
  signin_expired: 'The sign-in took too long and expired. Please try again.',
  signin_failed: 'Signing in with your provider did not work. Please try again.',
  signin_cancelled: 'Sign-in was cancelled at your provider.',
  provider_unavailable: 'The sign-in provider cannot be reached right now. Please try again later.',
};

export default function LoginPage() {
  useDocumentTitle('Sign in · ToneLens');
  const { data: config } = usePublicConfig();
  const errorCode = new URLSearchParams(window.location.search).get('error');
  const providerError = errorCode ? (SIGNIN_ERRORS[errorCode] ?? SIGNIN_ERRORS.signin_failed) : null;
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
          Back to ToneLens
        </Link>
        <Card>
          <CardHeader className="items-center text-center">
            <Logo className="size-12" />
            <h1 className="font-display text-2xl font-semibold">
              {mode === 'signin' ? 'Welcome back' : 'Create your account'}
            </h1>
            <CardDescription>Your analyses and journal are private to your account.</CardDescription>
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
                    Sign in
                  </TabsTrigger>
                  <TabsTrigger value="signup" className="justify-center">
                    Create account
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
  const returnTo = safeReturnTo(window.location.search);
  return (
    <>
      {separated && (
        <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-subtle">
          <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
        </div>
      )}
      <Button
        variant="outline"
        size="lg"
        onClick={() => window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)}
      >
        <KeyRound aria-hidden />
        Continue with {config.oidcProvider}
      </Button>
    </>
  );
}

function AuthForm({ mode }: { mode: FormMode }) {
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
      for (const issue of candidate.error.issues) errors[String(issue.path[0])] ??= issue.message;
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
            <Label htmlFor={id('firstName')}>First name</Label>
            <Input autoComplete="given-name" {...field('firstName')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={id('lastName')}>Last name</Label>
            <Input autoComplete="family-name" {...field('lastName')} />
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={id('email')}>E-mail</Label>
        <Input type="email" autoComplete="email" inputMode="email" required {...field('email')} />
        {error('email')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('password')}>Password</Label>
        <Input
          type="password"
          autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
          required
          {...field('password')}
        />
        {mode === 'signup' && !fieldErrors.password && (
          <p className="text-xs text-subtle">At least {MIN_PASSWORD_LENGTH} characters.</p>
        )}
        {error('password')}
      </div>
      {mutation.isError && (
        <p
          role="alert"
          className="rounded-xl border border-destructive/50 bg-destructive-surface px-3 py-2 text-sm"
        >
          {authErrorMessage(mutation.error, mode)}
        </p>
      )}
      <Button type="submit" variant="spectral" size="lg" disabled={mutation.isPending || mutation.isSuccess}>
        {mode === 'signin'
          ? mutation.isPending
            ? 'Signing in...'
            : 'Sign in'
          : mutation.isPending
            ? 'Creating account...'
            : 'Create account'}
      </Button>
    </form>
  );
}
