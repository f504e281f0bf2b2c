/**
 * Bundle bench: the gzip size of the JavaScript a visitor's browser loads for the landing page
 * (issue 5 goal: at most 200 KB). It reads the production build's index.html: the entry module,
 * its modulepreload links (the static imports Vite hoists) and classic scripts (the service-worker
 * registration). Lazy chunks (the signed-in app, the engine and its language model) are not
 * loaded by the landing page and are reported separately.
 *
 *   npx tsx bench/bundle.ts                # builds into a temporary folder, then measures
 *   npx tsx bench/bundle.ts --dist dist/web # measures an existing build
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LANDING_BUDGET_BYTES = 200 * 1024;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  landing: BundleFile[];
  landingGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  /** Chunks loaded later (after sign-in, on /login), largest first. */
  lazy: BundleFile[];
}

async function measure(distDir: string, file: string): Promise<BundleFile> {
  const content = await readFile(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

/** The same-origin JavaScript files index.html makes the browser load. */
export function landingScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) {
    sources.add(match[1]!);
  }
  return [...sources].filter((source) => source.startsWith('/')).map((source) => source.slice(1));
}

export async function measureBundle(distDir: string): Promise<BundleReport> {
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
  return {
    landing,
    landingGzipBytes,
    budgetBytes: LANDING_BUDGET_BYTES,
    withinBudget: landingGzipBytes <= LANDING_BUDGET_BYTES,
    lazy,
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
    `Landing page JavaScript: ${kb(report.landingGzipBytes)} gzip (budget ${kb(report.budgetBytes)}) ${
      report.withinBudget ? 'OK' : 'OVER BUDGET'
    }`,
    ...report.landing.map((file) => `  ${file.file}  ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`),
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
  console.log(JSON.stringify({ landingGzipBytes: report.landingGzipBytes, budgetBytes: report.budgetBytes }));
  if (!report.withinBudget) process.exitCode = 1;
}
