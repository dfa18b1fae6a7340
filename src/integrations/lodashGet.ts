export { default } from '../values/get'
