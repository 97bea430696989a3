// What the dashboard and the API agree on. Plain TypeScript: no DOM, no Node, no UI text.
export type { ConflictAnswer, DataAnswer, ErrorAnswer } from './answers';
export { ADMIN_PREFIX, adminPaths, apiPaths, PUBLIC_PETICIONES_PATH } from './apiPaths';
export { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from './audit';
export type { AuditAction, AuditChange, AuditEntry, AuditQuery } from './audit';
export { DEMO_PROJECT_ID } from './demoProject';
export {
  isPeticionEvent,
  NEW_PETICION_LIMITS,
  PETICION_EVENT,
  RESET_EVENT,
  type NewPeticionBody,
  type PeticionEvent,
  type PositionedAnswer,
} from './peticionEvents';
export {
  isAssignedPeticion,
  NOTE_MAX_LENGTH,
  type AssignedPeticion,
  type FollowUpBody,
  type LostInfo,
  type MoveBody,
  type Nota,
  type NoteBody,
  type OtraPeticion,
  type PeticionDetail,
  type QuoteSummary,
  type ReassignBody,
  type ReleaseBody,
  type StalePeticionAnswer,
} from './pipeline';
export type { AsignarBody, Peticion } from './peticiones';
export {
  isValidPriceValue,
  MARKUP_DIVISOR,
  MAX_PRICE,
  MAX_QUANTITY,
  valueBounds,
  type ValueKind,
} from './priceRules';
export {
  editableFields,
  isPriceTableKey,
  KEY_PREFIX,
  parsePriceTableRoute,
  priceTable,
  priceTableKeys,
  priceTables,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  rowFields,
  type PriceField,
  type PriceKind,
  type PriceRow,
  type PriceRowUpdate,
  type PriceTableKey,
  type PriceTableSpec,
  type StaleRowAnswer,
} from './priceTables';
export {
  allowedMoves,
  BOARD_STAGES,
  FIRST_STAGE,
  isAllowedMove,
  isBoardStage,
  isLostReason,
  isStage,
  LAST_STAGE,
  LOST_REASONS,
  LOST_STAGE,
  LOST_TEXT_MAX,
  STAGES,
  type BoardStage,
  type LostReason,
  type Stage,
} from './stages';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './users';
export type { NewUserBody, StaffUser, UserAction } from './users';
