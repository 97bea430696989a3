// What the request's dialog and the board share to change a taken request and tell how it went:
// the write's runner (a 409 and each failure told in the same words: docs/messages.md), the
// loss's reason form and its draft, the error line under an action.
export { ActionError } from './ActionError';
export * from './actionMessages';
export * from './lostDraft';
export { MotivoForm } from './MotivoForm';
export { useWrite } from './useWrite';
