/**
 * Whether `npm start` must build the web app first: when dist/web has no index.html, or any
 * input of the build (the web app, the engine and contract it bundles, public/, vite.config.ts,
 * package-lock.json) changed after the last build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export type WebBuildState =
  | { action: 'skip'; reason: string }
  | { action: 'build'; reason: string }
  | { action: 'none'; reason: string };

export const BUILD_INPUTS = [
  'src/web',
  'src/engine',
  'src/contract',
  'public',
  'vite.config.ts',
  'package-lock.json',
];

/** The newest modification time under a file or directory, and which file has it. */
function newest(target: string): { mtimeMs: number; file: string } | null {
  if (!existsSync(target)) return null;
  const stat = statSync(target);
  if (!stat.isDirectory()) return { mtimeMs: stat.mtimeMs, file: target };
  let best: { mtimeMs: number; file: string } | null = null;
  for (const entry of readdirSync(target)) {
    // Tests are not bundled: editing one must not trigger a rebuild.
    if (entry === 'node_modules' || entry.startsWith('.') || /\.test\.tsx?$/.test(entry)) continue;
    const found = newest(path.join(target, entry));
    if (found && (!best || found.mtimeMs > best.mtimeMs)) best = found;
  }
  return best;
}

export function webBuildState(root: string, distDir = path.join(root, 'dist', 'web')): WebBuildState {
  if (!existsSync(path.join(root, 'vite.config.ts'))) {
    return { action: 'skip', reason: 'vite.config.ts does not exist yet, so there is no web app to build' };
  }
  const built = path.join(distDir, 'index.html');
  if (!existsSync(built)) return { action: 'build', reason: `${path.relative(root, built)} is missing` };
  const builtAt = statSync(built).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const found = newest(path.join(root, input));
    if (found && found.mtimeMs > builtAt) {
      return { action: 'build', reason: `${path.relative(root, found.file)} changed after the last build` };
    }
  }
  return { action: 'none', reason: 'the web build is up to date' };
}
