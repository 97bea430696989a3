export { PresupuestarLink } from './PresupuestarLink';
export { RequestQuotes } from './RequestQuotes';
