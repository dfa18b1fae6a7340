export { fpUnset as default } from '../values/lodashFp'
