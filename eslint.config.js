import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import { layersPlugin } from './tools/eslint-layers.js';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.e2e', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/import-direction': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // No user-facing text written into a component: it goes in the catalogues (src/web/i18n/locales,
    // ADR 0017), so every language gets it. Checked: JSX text and the attributes a person reads or
    // hears. Brand names, units and punctuation are not words to translate.
    files: ['src/web/**/*.tsx'],
    ignores: ['src/web/**/*.test.tsx', 'src/web/components/ui/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-valuetext',
              'placeholder',
              'title',
              'alt',
              'label',
              'closeLabel',
              'copiedMessage',
            ],
          },
          words: {
            exclude: [
              '[0-9!-/:-@[-`{-~ ·…—–×“”«»]+',
              'ToneLens',
              'EchoRoom',
              'TuneMind',
              'Spectral Binary',
              'Hz[ ·]*',
              // Lower-case and camelCase identifiers passed around in JSX ('md', 'json',
              // field('firstName')), not sentences.
              '[a-z-]+',
              '[a-z]+(?:[A-Z][a-z]+)+',
              '%',
              'JSON',
              'Markdown',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
);
