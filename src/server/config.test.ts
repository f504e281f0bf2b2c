import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from './testing/databases';
import { DEFAULT_ANALYSIS_WORKERS } from './analysis/pool';
import { ConfigError, loadConfig, PROJECT_ROOT } from './config';

const dataDir = () => tempDir('tonelens-config-');

describe('configuration', () => {
  it('needs nothing: port 5000 on loopback, ./data, SQLite, local accounts, the built-in AI', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: null,
      publicUrl: 'http://localhost:5000',
      secure: false,
      localAccounts: true,
      oidc: null,
      ai: { provider: 'local', baseUrl: null, apiKey: null, model: null, timeoutMs: 20_000 },
      tunemindUrl: null,
      contactEmail: 'licensing@tonelens.app',
      redisUrl: null,
      webDistDir: path.join(PROJECT_ROOT, 'dist', 'web'),
      trustProxy: false,
      logLevel: 'info',
    });
    expect(loadConfig({}).dataDir).toBe(path.resolve('data'));
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Other local users cannot even list the directory.
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const nested = path.join(dataDir(), 'a', 'b');
    loadConfig({ DATA_DIR: nested });
    expect(statSync(nested).mode & 0o777).toBe(0o700);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    // A configured secret wins, and no file is written.
    const other = dataDir();
    expect(loadConfig({ DATA_DIR: other, SESSION_SECRET: 's'.repeat(40) }).sessionSecret).toBe(
      's'.repeat(40),
    );
    expect(existsSync(path.join(other, 'session-secret'))).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://tonelens:pw@db.internal:5432/tonelens',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://tonelens.example.com/',
      OIDC_ISSUER_URL: 'https://id.example.com/realms/main',
      OIDC_CLIENT_ID: 'tonelens',
      OIDC_CLIENT_SECRET: 'shh',
      LOCAL_ACCOUNTS: 'no',
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
      TUNEMIND_URL: 'https://tunemind.example',
      CONTACT_EMAIL: 'legal@example.com',
      REDIS_URL: 'redis://127.0.0.1:6379',
      WEB_DIST_DIR: 'build/web',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://tonelens:pw@db.internal:5432/tonelens',
      publicUrl: 'https://tonelens.example.com',
      secure: true,
      localAccounts: false,
      oidc: { issuerUrl: 'https://id.example.com/realms/main', clientId: 'tonelens', clientSecret: 'shh' },
      ai: {
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:11434/v1',
        apiKey: 'sk-test',
        model: 'llama3.2',
        timeoutMs: 5000,
      },
      tunemindUrl: 'https://tunemind.example',
      contactEmail: 'legal@example.com',
      redisUrl: 'redis://127.0.0.1:6379',
      webDistDir: path.resolve('build/web'),
      trustProxy: 1,
      logLevel: 'warn',
    });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust anyone"', () => {
    const read = (value: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    for (const off of ['false', 'no', 'off', '0']) expect(read(off)).toBe(false);
    // `true` used to trust every X-Forwarded-For entry, so clients chose their own address.
    for (const one of ['true', 'yes', 'on', '1']) expect(read(one)).toBe(1);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads the analysis threads and queue (issue 16), with defaults that keep a core for requests', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).analysisThreads).toEqual({
      workers: DEFAULT_ANALYSIS_WORKERS,
      queue: 16,
    });
    expect(DEFAULT_ANALYSIS_WORKERS).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANALYSIS_WORKERS: '3', ANALYSIS_QUEUE: '0' }).analysisThreads,
    ).toEqual({ workers: 3, queue: 0 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSIS_WORKERS: '0' })).toThrow(
      'ANALYSIS_WORKERS must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSIS_QUEUE: 'many' })).toThrow(
      'ANALYSIS_QUEUE must be a whole number from 0 to 10000 (got "many")',
    );
  });

  it('reads the per-user analysis limits (issue 16): 60 a minute and 100 MB unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).analysisLimits).toEqual({
      perMinute: 60,
      storageQuotaMb: 100,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), ANALYSES_PER_MINUTE: '120', STORAGE_QUOTA_MB: '2048' })
        .analysisLimits,
    ).toEqual({ perMinute: 120, storageQuotaMb: 2048 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), ANALYSES_PER_MINUTE: '0' })).toThrow(
      'ANALYSES_PER_MINUTE must be at least 1 (got "0")',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), STORAGE_QUOTA_MB: '1.5' })).toThrow(
      'STORAGE_QUOTA_MB must be a whole number from 1 to 10000000 (got "1.5")',
    );
  });

  it('treats blank values as unset, as .env files write them', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: ' ', OIDC_ISSUER_URL: '' });
    expect(config.databaseUrl).toBeNull();
    expect(config.port).toBe(5000);
  });

  it.each([
    [
      { PORT: 'eighty' },
      /^Invalid configuration: PORT must be a whole number from 0 to 65535 \(got "eighty"\)\.$/,
    ],
    [{ PORT: '70000' }, /PORT must be at most 65535/],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL\./,
    ],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET must be at least 32 characters\.$/],
    [{ PUBLIC_URL: 'tonelens.example.com' }, /PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ PUBLIC_URL: 'https://example.com/app' }, /PUBLIC_URL must be an origin/],
    [{ OIDC_ISSUER_URL: 'http://id.example.com' }, /OIDC_ISSUER_URL must use https:\/\//],
    [{ OIDC_ISSUER_URL: 'https://id.example.com' }, /OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set/],
    [{ OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER_URL is required when OIDC_CLIENT_ID/],
    [{ LOCAL_ACCOUNTS: 'maybe' }, /LOCAL_ACCOUNTS must be true or false \(got "maybe"\)/],
    [{ LOCAL_ACCOUNTS: 'false' }, /LOCAL_ACCOUNTS can be false only when OIDC_ISSUER_URL is set/],
    [{ AI_PROVIDER: 'claude' }, /AI_PROVIDER must be 'local' or 'openai'/],
    [{ AI_PROVIDER: 'openai' }, /AI_PROVIDER is 'openai' but neither AI_API_KEY nor AI_BASE_URL/],
    [{ AI_BASE_URL: 'localhost:11434' }, /AI_BASE_URL must be an http/],
    [{ AI_TIMEOUT_MS: '50' }, /AI_TIMEOUT_MS must be at least 100/],
    [{ TUNEMIND_URL: 'ftp://music.example' }, /TUNEMIND_URL must be an http/],
    [{ CONTACT_EMAIL: 'licensing' }, /CONTACT_EMAIL must be an e-mail address/],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [
      { TRUST_PROXY: 'sometimes' },
      /TRUST_PROXY must be false, a number of proxies \(e\.g\. 1\), or a comma-separated list/,
    ],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '10.0.0.1,evil' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ TRUST_PROXY: '100' }, /TRUST_PROXY must be false, a number of proxies/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('never echoes secrets in its messages', () => {
    const attempt = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        SESSION_SECRET: 'hunter2',
        DATABASE_URL: 'mysql://user:topsecret@host/db',
      });
    expect(attempt).toThrow(/SESSION_SECRET/);
    expect(attempt).not.toThrow(/hunter2|topsecret/);
  });

  it('names DATA_DIR when the secret cannot be kept there', () => {
    // A directory cannot be created under a regular file.
    const file = path.join(dataDir(), 'a-file');
    writeFileSync(file, 'x');
    expect(() => loadConfig({ DATA_DIR: path.join(file, 'data') })).toThrow(/DATA_DIR ".*" is not writable/);
  });
});
