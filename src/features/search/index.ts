// What the rest of the dashboard may use of the search: the shell's search box.
export { SearchBox } from './SearchBox';
