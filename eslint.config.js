import js from '@eslint/js'
import globals from 'globals'
import vue from 'eslint-plugin-vue'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', 'playground/public/**', '**/node_modules/**', 'docs/.vitepress/cache/**', 'artifacts/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'vue/multi-word-component-names': 'off',
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // The direction of the code (checked in full, resolving every import, by test/node/import-graph.test.ts).
  {
    files: ['src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/plugins', '**/plugins/**', '**/presets/**', '**/generated/**'], message: 'The core never imports a family or the presets: they live in plugins/ and presets/.' }] }] },
  },
  // A value of the inspector's own form may be a reactive proxy, which structuredClone refuses: the builder copies through cloneValue.
  {
    files: ['src/builder/**'],
    ignores: ['src/builder/model/clone.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'structuredClone', message: 'Copy with cloneValue (src/builder/model/clone.ts): it unwraps reactive proxies first.' }] },
  },
  {
    files: ['plugins/*/**'],
    ignores: ['plugins/*/test/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['nuxt-ui-jsonforms', 'nuxt-ui-jsonforms/icons'].map(name => ({ name, message: 'Family code imports the core from nuxt-ui-jsonforms/kit.' })),
        patterns: [
          { group: ['**/src', '**/src/**'], message: 'Family code imports the core from nuxt-ui-jsonforms/kit.' },
          { group: ['**/presets/**', '**/generated/**'], message: 'Family code never imports the presets.' },
        ],
      }],
    },
  },
  // The Nuxt fixture app's pages use what Nuxt imports for them.
  {
    files: ['test/fixtures/nuxt-app/**'],
    languageOptions: { globals: { $fetch: 'readonly' } },
  },
  {
    files: ['bench/**', 'e2e/**', 'scripts/**', '**/*.mjs', 'src/mcp/**', 'test/mcp/**', 'test/node/**', 'test/integration/**'],
    rules: { 'no-console': 'off' },
  },
)
