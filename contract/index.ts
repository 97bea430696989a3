// What the dashboard and the API agree on. Plain TypeScript: no DOM, no Node, and no UI text but
// the customer's copy of a quote's words and the tables' names (docs/decisions.md, "Quotes").
export type { ConflictAnswer, DataAnswer, ErrorAnswer } from './answers';
export { ADMIN_PREFIX, adminPaths, apiPaths, PUBLIC_PETICIONES_PATH } from './apiPaths';
export { AUDIT_ACTIONS, AUDIT_FIELDS, AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from './audit';
export type {
  AuditAction,
  AuditChange,
  AuditChangeOf,
  AuditEntry,
  AuditField,
  AuditQuery,
} from './audit';
export { calendarDay, formatCalendarDate } from './calendarDate';
export { customerLines, type CustomerQuote, type CustomerQuoteLine } from './customerQuote';
export { DEMO_PROJECT_ID, LOCAL_API_URL, LOCAL_AUTH_EMULATOR_URL } from './demoProject';
export {
  centsToEuros,
  decimalPlaces,
  divideRounded,
  eurosToThousandths,
  percentOf,
  percentToHundredths,
  scaled,
  thousandthsToCents,
  thousandthsToEuros,
  type Cents,
  type PercentHundredths,
  type Thousandths,
} from './money';
export { formatAmount, formatPercent, formatQuantity, formatUnitPrice, NBSP } from './moneyText';
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
export type { AsignarBody, AsignarConflict, Peticion } from './peticiones';
export { whatsappNumber } from './phoneNumbers';
export {
  isValidPriceValue,
  MARKUP_DIVISOR,
  MAX_PRICE,
  MAX_PRICE_DECIMALS,
  MAX_QUANTITY,
  PRICE_STEP,
  valueBounds,
  type ValueKind,
} from './priceRules';
export {
  editableFields,
  isPriceTableKey,
  KEY_PREFIX,
  parsePriceTableRoute,
  PRICE_KINDS,
  priceTable,
  priceTableKeys,
  priceTables,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  rowFields,
  type EditablePriceFieldName,
  type PriceField,
  type PriceFieldName,
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
export { PRICE_TABLE_LABELS, priceTableLabel } from './tableLabels';
export { tierFor, type TierLookup } from './priceTiers';
export type {
  PricedLine,
  PricedQuote,
  QuotePriceTables,
  QuotePricing,
  QuoteTotals,
  StaffFigures,
  UnpricedQuote,
} from './pricedQuote';
export { priceQuote, priceQuoteWith, priceSnapshot } from './pricing';
export { samePrices } from './repricing';
export {
  isValidPercent,
  isValidQuantity,
  isValidUnitPrice,
  lineInputProblems,
  linesProblems,
  problemPath,
  quoteFieldProblems,
  quoteInputProblems,
  tablesUsed,
  type QuoteField,
  type QuoteInput,
  type QuoteLineField,
  type QuoteLineInput,
  type QuoteProblem,
  type QuoteSettings,
} from './quoteInput';
export { quoteMessage, type QuoteMessageInput } from './quoteMessage';
export { formatQuoteNumber, type QuoteNumberParts } from './quoteNumber';
export {
  CUP_PRICE_FIELD,
  DEFAULT_IVA_PERCENT,
  isCupTableKey,
  isMetallicPrint,
  isPrintTableKey,
  MAX_LINE_TOTAL_EUROS,
  MAX_QUOTE_LINES,
  METALLIC_PRINTS,
  PERCENT_DECIMALS,
  PRICE_DECIMALS,
  PRINT_FIELDS,
  type CupTableKey,
  type PrintTableKey,
} from './quoteRules';
export {
  QUOTE_PRICING_RULES,
  snapshotOf,
  type QuoteLineSnapshot,
  type QuotePriceSnapshot,
} from './quoteSnapshot';
export {
  discountLabel,
  ivaLabel,
  QUOTE_WORDS,
  quoteEmailSubject,
  validUntilText,
} from './quoteWording';
export { mailtoUrl, whatsappUrl, type MailDraft } from './shareLinks';
export {
  AJUSTES_LIMITS,
  BUSINESS_TIME_ZONE,
  DEFAULT_VALIDEZ_DIAS,
  type NewPresupuestoBody,
  type Presupuesto,
  type QuoteAjustes,
  type QuoteProblemsAnswer,
} from './quotes';
export { DEFAULT_AJUSTES, type Ajustes } from './ajustes';
export {
  ADMIN_CLAIM,
  ADMIN_ONLY_ERROR,
  isRole,
  roleOf,
  ROLES,
  SESSION_EXPIRED_ERROR,
  SESSION_MAX_HOURS,
  type Role,
  type RoleBody,
} from './roles';
export {
  ACTIONS,
  isAction,
  isAssignee,
  may,
  mayReach,
  PERMISSIONS,
  type Action,
  type Actor,
  type RequestAction,
  type RequestHolder,
  type Who,
} from './permissions';
export {
  DEFAULT_RETENTION_MONTHS,
  ERASED_TEXT,
  isErasedPeticion,
  isErasedText,
  RETENTION_MONTHS_RANGE,
  type CustomerBody,
  type CustomerExport,
  type ErasureResult,
  type RetentionAjustes,
  type RetentionCounts,
} from './customerData';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './users';
export type { NewUserBody, StaffUser, UserAction } from './users';
