/**
 * Sign-in with an OpenID Connect provider (openid-client 6): authorization code flow with
 * PKCE (S256), state and nonce. The provider's metadata is discovered on first use and cached
 * (a failed discovery is retried on the next sign-in, so the app starts even when the
 * provider is down). Claims come from the ID token, completed by the UserInfo endpoint.
 */
import * as client from 'openid-client';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@contract/auth';
import type { OidcSettings } from '../config';
import type { AuthState } from '../store/auth-states';
import type { OidcProfile } from '../store/users';

const optionalString = z.string().optional().catch(undefined);

/** The claims we read; anything else a provider sends is ignored. */
const Claims = z.looseObject({
  sub: z.string().min(1),
  email: optionalString,
  given_name: optionalString,
  first_name: optionalString,
  family_name: optionalString,
  last_name: optionalString,
  picture: optionalString,
  locale: optionalString,
});
type Claims = z.infer<typeof Claims>;

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

function webUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function languageOf(locale: string | undefined): Language | null {
  const prefix = locale?.slice(0, 2).toLowerCase();
  return LANGUAGES.find((language) => language === prefix) ?? null;
}

export function profileFromClaims(issuer: string, claims: Claims): OidcProfile {
  // NUL cannot be stored in PostgreSQL text; the API strips it from every input, claims included.
  const clean = (value: string | undefined) => value?.replaceAll('\u0000', '').trim() || null;
  return {
    issuer,
    subject: claims.sub.replaceAll('\u0000', ''),
    email: clean(claims.email),
    firstName: clean(claims.given_name) ?? clean(claims.first_name),
    lastName: clean(claims.family_name) ?? clean(claims.last_name),
    profileImageUrl: webUrl(claims.picture),
    language: languageOf(claims.locale),
  };
}

export class OidcSignIn {
  private configuration: Promise<client.Configuration> | null = null;
  /** A short name for the sign-in button, e.g. 'accounts.example.com'. */
  readonly displayName: string;

  constructor(
    private readonly settings: OidcSettings,
    /** `${PUBLIC_URL}/api/callback`, registered at the provider. */
    private readonly redirectUri: string,
  ) {
    this.displayName = new URL(settings.issuerUrl).host;
  }

  private discover(): Promise<client.Configuration> {
    if (!this.configuration) {
      const issuer = new URL(this.settings.issuerUrl);
      const { clientId, clientSecret } = this.settings;
      // Plain http is accepted only for a provider on this machine (config.ts enforces it).
      const insecure = issuer.protocol === 'http:' && isLoopback(issuer.hostname);
      this.configuration = client
        .discovery(
          issuer,
          clientId,
          clientSecret ?? undefined,
          clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
          { timeout: 10, ...(insecure ? { execute: [client.allowInsecureRequests] } : {}) },
        )
        .catch((error: unknown) => {
          this.configuration = null;
          throw error;
        });
    }
    return this.configuration;
  }

  /** New random state, nonce and PKCE verifier, and the provider URL to send the browser to. */
  async begin(returnTo: string): Promise<{ url: URL; state: AuthState }> {
    const configuration = await this.discover();
    const state: AuthState = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: state.state,
      nonce: state.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state };
  }

  /** Checks the provider's answer against the saved state, redeems the code, reads the claims. */
  async complete(callbackUrl: URL, saved: AuthState): Promise<OidcProfile> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: saved.codeVerifier,
      expectedState: saved.state,
      expectedNonce: saved.nonce,
      idTokenExpected: true,
    });
    const idClaims = Claims.parse(tokens.claims());
    let claims: Claims = idClaims;
    if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
      // Providers that follow the spec put profile claims in UserInfo, not the ID token.
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      const defined = Object.entries(Claims.parse(info)).filter(([, value]) => value !== undefined);
      claims = { ...idClaims, ...Object.fromEntries(defined), sub: idClaims.sub };
    }
    return profileFromClaims(configuration.serverMetadata().issuer, claims);
  }
}
