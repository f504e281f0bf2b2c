/**
 * Bundle bench: the gzip size of the JavaScript a visitor's browser loads for the landing page
 * (issue 5 goal: at most 200 KB), for the pre-rendered page of a first visit (landing.en.html,
 * which runs no module of the app: ADR 0048) and for the app's shell (index.html: the landing page
 * the app renders itself, which the installed service worker answers later visits with). From each
 * page's HTML: the entry module, its modulepreload links (the static imports Vite hoists) and
 * classic scripts (the service-worker registration). Also what the service worker precaches (issue
 * 15 goal: at most 2 MB, the engine cached at runtime instead) and the gzip size of the engine the
 * browser downloads. Lazy chunks (the signed-in app, the engine and its language model) are not
 * loaded by the landing page and are reported separately.
 *
 *   npx tsx bench/bundle.ts                # builds into a temporary folder, then measures
 *   npx tsx bench/bundle.ts --dist dist/web # measures an existing build
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_BYTES = 200 * 1024;
/** Issue 15: the service worker precaches at most 2 MB (the shell); the engine is cached on first use. */
export const PRECACHE_BUDGET_BYTES = 2 * 1024 * 1024;
/** Issue 15: the engine the browser downloads, at most 500 KB gzip, or loaded after the first result. */
export const ENGINE_GOAL_BYTES = 500 * 1024;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  /** What the pre-rendered landing page of a first visit loads (ADR 0048). */
  firstVisit: BundleFile[];
  firstVisitGzipBytes: number;
  /** What the shell loads (the app's entry and its preloads). */
  landing: BundleFile[];
  landingGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  /** Chunks loaded later (after sign-in, on /login), largest first. */
  lazy: BundleFile[];
  /** The files in the service worker's precache manifest and their total size on disk. */
  precacheFiles: number;
  precacheBytes: number;
  /** The engine worker's script (with the language model): what the analyser downloads. */
  engine: BundleFile | null;
}

/** The URLs of the precache manifest Workbox writes into sw.js. */
export function precacheUrls(serviceWorker: string): string[] {
  const manifest = /precacheAndRoute\(\s*\[([^\]]*)\]/.exec(serviceWorker)?.[1] ?? '';
  // vite-plugin-pwa lists the manifest's icons a second time; the browser stores each URL once.
  return [...new Set([...manifest.matchAll(/\burl:\s*"([^"]+)"/g)].map((match) => match[1]!))];
}

async function measure(distDir: string, file: string): Promise<BundleFile> {
  const content = await readFile(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/**
 * The same-origin JavaScript files a page's HTML makes the browser load. A `<template>`'s links
 * load nothing until a script puts them into the page (LANDING_SCRIPT does so only on the signed-in
 * page and for a landing page waiting for another language), so they are not counted.
 */
export function landingScripts(page: string): string[] {
  const html = page.replace(/<template\b[\s\S]*?<\/template>/g, '');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    sources.add(match[1]!);
  }
  return [...sources].filter((source) => source.startsWith('/')).map((source) => source.slice(1));
}

export async function measureBundle(distDir: string): Promise<BundleReport> {
  const firstVisit = await Promise.all(
    landingScripts(await readFile(path.join(distDir, 'landing.en.html'), 'utf8')).map((file) =>
      measure(distDir, file),
    ),
  );
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const landingFiles = landingScripts(html);
  const landing = await Promise.all(landingFiles.map((file) => measure(distDir, file)));
  const assets = (await readdir(path.join(distDir, 'assets'))).filter((name) => name.endsWith('.js'));
  const lazy = (
    await Promise.all(
      assets
        .map((name) => `assets/${name}`)
        .filter((file) => !landingFiles.includes(file))
        .map((file) => measure(distDir, file)),
    )
  ).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const landingGzipBytes = landing.reduce((sum, file) => sum + file.gzipBytes, 0);
  const precached = precacheUrls(await readFile(path.join(distDir, 'sw.js'), 'utf8'));
  const precacheBytes = (
    await Promise.all(precached.map(async (url) => (await stat(path.join(distDir, url))).size))
  ).reduce((sum, size) => sum + size, 0);
  return {
    firstVisit,
    firstVisitGzipBytes: firstVisit.reduce((sum, file) => sum + file.gzipBytes, 0),
    landing,
    landingGzipBytes,
    budgetBytes: LANDING_BUDGET_BYTES,
    withinBudget: landingGzipBytes <= LANDING_BUDGET_BYTES,
    lazy,
    precacheFiles: precached.length,
    precacheBytes,
    engine: lazy.find((file) => /^assets\/engine\.worker-/.test(file.file)) ?? null,
  };
}

/** Builds the web app into a temporary folder and measures it (what `npm run bench` calls). */
export async function runBundleBench(options: { distDir?: string } = {}): Promise<BundleReport> {
  if (options.distDir) return measureBundle(options.distDir);
  const outDir = await mkdtemp(path.join(tmpdir(), 'tonelens-bundle-'));
  try {
    const { build } = await import('vite');
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    return await measureBundle(outDir);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(report: BundleReport): string {
  const lines = [
    `First visit, the pre-rendered landing page's JavaScript: ${kb(report.firstVisitGzipBytes)} gzip`,
    ...report.firstVisit.map((file) => `  ${file.file}  ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`),
    `Landing page in the app's shell, JavaScript: ${kb(report.landingGzipBytes)} gzip (budget ${kb(report.budgetBytes)}) ${
      report.withinBudget ? 'OK' : 'OVER BUDGET'
    }`,
    ...report.landing.map((file) => `  ${file.file}  ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`),
    `Service worker precache: ${report.precacheFiles} files, ${kb(report.precacheBytes)} (budget ${kb(
      PRECACHE_BUDGET_BYTES,
    )}) ${report.precacheBytes <= PRECACHE_BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
    report.engine
      ? `Engine (worker with the language model): ${kb(report.engine.bytes)} raw, ${kb(
          report.engine.gzipBytes,
        )} gzip (goal ${kb(ENGINE_GOAL_BYTES)}, or loaded after the first result); cached at runtime`
      : 'Engine worker chunk: not found',
    'Loaded later (not by the landing page):',
    ...report.lazy.map((file) => `  ${file.file}  ${kb(file.gzipBytes)} gzip`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const index = process.argv.indexOf('--dist');
  const distDir = index > -1 ? path.resolve(process.argv[index + 1] ?? '') : undefined;
  const report = await runBundleBench({ distDir });
  console.log(formatReport(report));
  console.log(
    JSON.stringify({
      firstVisitGzipBytes: report.firstVisitGzipBytes,
      landingGzipBytes: report.landingGzipBytes,
      budgetBytes: report.budgetBytes,
      precacheBytes: report.precacheBytes,
      engineGzipBytes: report.engine?.gzipBytes ?? null,
    }),
  );
  if (!report.withinBudget) process.exitCode = 1;
}
