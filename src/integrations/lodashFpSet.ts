export { fpSet as default } from './lodashFp'
