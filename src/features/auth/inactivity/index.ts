// The session's end after inactivity, shared among the tabs, with its warning one minute before.
export { InactivityWarning } from './InactivityWarning';
