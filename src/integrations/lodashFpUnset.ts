export { fpUnset as default } from './lodashFp'
