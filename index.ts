/** The package entry: everything public is exported from `src/index.ts`. */
export * from './src/index'
