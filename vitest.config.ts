import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@/': fileURLToPath(new URL('./src/web/', import.meta.url)),
  '@engine/': fileURLToPath(new URL('./src/engine/', import.meta.url)),
  '@contract/': fileURLToPath(new URL('./src/contract/', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tools/**/*.test.ts', 'eval/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tools/vitest-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./tools/vitest-setup.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          // One browser at a time: CI machines have two cores.
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // expect.poll waits for what a user would see (a glide into view, a focus move); on a busy
          // machine that takes longer than the default second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
