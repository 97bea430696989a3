// What other features may use of the price tables.
export { selectAnyUnsavedWork } from './unsavedWork';
export { LEAVE_MESSAGE } from './useLeaveGuard';
