/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the sign-in tests, with
 * test accounts and an interaction endpoint that signs in whichever account the test chose
 * and grants consent, so a test can walk the whole code flow over HTTP like a browser.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

type Claims = Record<string, unknown>;

/** Storage for the provider's short-lived models (the built-in one warns on every start). */
function memoryAdapter() {
  const items = new Map<string, AdapterPayload>();
  const index = new Map<string, string>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    private key(id: string) {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload) {
      items.set(this.key(id), payload);
      if (payload.uid) index.set(`uid:${payload.uid}`, this.key(id));
      if (payload.userCode) index.set(`userCode:${payload.userCode}`, this.key(id));
    }
    async find(id: string) {
      return items.get(this.key(id));
    }
    async findByUid(uid: string) {
      const key = index.get(`uid:${uid}`);
      return key ? items.get(key) : undefined;
    }
    async findByUserCode(userCode: string) {
      const key = index.get(`userCode:${userCode}`);
      return key ? items.get(key) : undefined;
    }
    async consume(id: string) {
      const item = items.get(this.key(id));
      if (item) item.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      items.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, item] of items) if (item.grantId === grantId) items.delete(key);
    }
  };
}

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in as. */
  signInAs(accountId: string): void;
  /** Changes an account's claims (the provider's profile changed). */
  setClaims(accountId: string, claims: Claims): void;
  close(): Promise<void>;
}

export async function startIdentityProvider(
  redirectUri: string,
  accounts: Record<string, Claims>,
): Promise<IdentityProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: 'test-key' };
  const clientId = 'tonelens';
  const clientSecret = 'tonelens-test-secret';
  const claims = new Map(Object.entries(accounts));
  let current = Object.keys(accounts)[0]!;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['identity-provider-test-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'first_name', 'last_name', 'picture', 'locale'],
    },
    findAccount: async (_ctx, sub) =>
      claims.has(sub) ? { accountId: sub, claims: async () => ({ sub, ...claims.get(sub) }) } : undefined,
    adapter: memoryAdapter(),
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from printing a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
  });

  const handle = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (details.prompt.name === 'login') {
        return provider.interactionFinished(req, res, { login: { accountId: current } });
      }
      const accountId = details.session?.accountId ?? current;
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      const missingScope = details.prompt.details.missingOIDCScope;
      if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims.map(String));
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (accountId) => {
      current = accountId;
    },
    setClaims: (accountId, value) => {
      claims.set(accountId, value);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects like a browser (keeping its cookies) from an authorization
 * URL until it redirects back to the app; returns that callback URL.
 */
export async function walkProvider(authorizationUrl: string, appOrigin: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(
        `the provider answered ${response.status} without a redirect: ${await response.text()}`,
      );
    const next = new URL(location, url);
    if (next.origin === appOrigin) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}
