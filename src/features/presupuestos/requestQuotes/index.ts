export { RequestQuotes } from './RequestQuotes';
