export { fpSet as default } from '../values/lodashFp'
