// The audit log in words: a request's Actividad, and the text of every action and field the API
// writes (contract/audit.ts).
export { activityText, activityTexts, UNKNOWN_ACTIVITY } from './activityText';
export { AUDIT_TEXTS, type ActivityContext } from './auditTexts';
