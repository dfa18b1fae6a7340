// `lodash/isEmpty` for JSON Forms (integration rule 7): see `src/values/isEmpty.ts`.
export { default } from '../values/isEmpty'
