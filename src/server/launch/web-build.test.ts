import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../testing/databases';
import { webBuildState } from './web-build';

function project(): string {
  const root = tempDir('tonelens-start-');
  mkdirSync(path.join(root, 'src', 'web', 'features'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'web', 'features', 'page.tsx'), 'export {}');
  return root;
}
const touch = (file: string, secondsAgo: number) => {
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
};

describe('the web build check of npm start', () => {
  it('skips the build while there is no vite.config.ts', () => {
    expect(webBuildState(project())).toEqual({
      action: 'skip',
      reason: 'vite.config.ts does not exist yet, so there is no web app to build',
    });
  });

  it('builds when dist/web is missing or older than any input, and not otherwise', () => {
    const root = project();
    writeFileSync(path.join(root, 'vite.config.ts'), 'export default {}');
    expect(webBuildState(root)).toEqual({ action: 'build', reason: 'dist/web/index.html is missing' });

    mkdirSync(path.join(root, 'dist', 'web'), { recursive: true });
    const index = path.join(root, 'dist', 'web', 'index.html');
    writeFileSync(index, '<!doctype html>');
    touch(path.join(root, 'vite.config.ts'), 60);
    touch(path.join(root, 'src', 'web', 'features', 'page.tsx'), 60);
    touch(index, 30);
    expect(webBuildState(root).action).toBe('none');

    writeFileSync(path.join(root, 'src', 'web', 'features', 'page.test.tsx'), 'test');
    expect(webBuildState(root).action).toBe('none');

    touch(path.join(root, 'src', 'web', 'features', 'page.tsx'), 10);
    expect(webBuildState(root)).toEqual({
      action: 'build',
      reason: 'src/web/features/page.tsx changed after the last build',
    });
    touch(path.join(root, 'src', 'web', 'features', 'page.tsx'), 60);
    touch(path.join(root, 'vite.config.ts'), 5);
    expect(webBuildState(root).reason).toBe('vite.config.ts changed after the last build');
  });
});
