// What the dashboard and the API agree on. Plain TypeScript: no DOM, no Node, and no UI text but
// the customer's copy of a quote's words and the tables' names (docs/decisions.md, "Quotes").
export type { ConflictAnswer, DataAnswer, ErrorAnswer } from './answers';
export {
  dataOf,
  isNumber,
  isObject,
  isPresent,
  isRecord,
  isString,
  matchesFields,
  type FieldChecks,
} from './answers';
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
export {
  ARCHIVO_EXTENSIONS,
  ARCHIVO_KINDS,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_NAME_HEADER,
  ARCHIVO_NAME_MAX,
  ARCHIVO_TIPOS,
  BOCETO_VERSIONS_MAX,
  CLIENTE_ARCHIVOS_MAX,
  CLIENTE_SENDER,
  OVERRIDE_REASON_MAX,
  PROOF_NOT_APPROVED,
  type Archivo,
  type ArchivoKind,
  type ArchivoTipo,
  type LatestProof,
  type ProofApprovalRecord,
  type ProofGateConflict,
} from './archivos';
export { calendarDay, formatCalendarDate } from './calendarDate';
export {
  ACEPTADA_ETAPAS,
  CLIENTES_PAGE_DEFAULT,
  CLIENTES_PAGE_MAX,
  CLIENTES_SORTS,
  SORT_ORDERS,
  type ClienteDetalle,
  type ClientePeticion,
  type ClienteQuote,
  type ClienteRow,
  type ClientesPage,
  type ClientesQuery,
  type ClientesSort,
  type SortOrder,
} from './clientes';
export {
  clienteLines,
  type ClientePresupuesto,
  type ClientePresupuestoLine,
} from './clientePresupuesto';
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
  NOTA_MAX_LENGTH,
  HISTORIAL_MAX,
  HISTORIAL_PAGE,
  type AssignedPeticion,
  type AvisosQuery,
  type PeticionesAvisos,
  type SeguimientoBody,
  type LostInfo,
  type MoveBody,
  type Nota,
  type NotaBody,
  type OtraPeticion,
  type PeticionDetail,
  type PeticionDetailQuery,
  type PresupuestoSummary,
  type ReassignBody,
  type ReleaseBody,
  type StalePeticionAnswer,
  type TableroPeticion,
} from './peticionesAsignadas';
export type {
  AsignarBody,
  AsignarConflict,
  EditPeticionBody,
  NuevaPeticionBody,
  Peticion,
} from './peticiones';
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
  isTablaKey,
  KEY_PREFIX,
  parseTablaRoute,
  PRICE_KINDS,
  tablaSpec,
  tablaKeys,
  tablaSpecs,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  rowFields,
  type EditablePriceFieldName,
  type PriceField,
  type PriceFieldName,
  type PriceKind,
  type PriceRow,
  type PriceRowUpdate,
  type TablaKey,
  type TablaSpec,
  type StaleRowAnswer,
} from './tablas';
export {
  allowedMoves,
  TABLERO_ETAPAS,
  FIRST_ETAPA,
  isAllowedMove,
  isTableroEtapa,
  isMotivo,
  isEtapa,
  LAST_ETAPA,
  MOTIVOS,
  LOST_ETAPA,
  LOST_TEXT_MAX,
  ETAPAS,
  PROOF_GATED_ETAPA,
  waitsForProofApproval,
  type TableroEtapa,
  type Motivo,
  type Etapa,
} from './etapas';
export { isOrigen, ORIGENES, WEB_ORIGEN, type Origen } from './origenes';
export {
  PETICION_EDIT_FIELDS,
  PETICION_PERSONAL_FIELDS,
  type PeticionEditField,
  type PeticionEditValues,
} from './peticionEdits';
export { TABLA_LABELS, tablaLabel } from './tableLabels';
export { tierFor, type TierLookup } from './priceTiers';
export type {
  PricedLine,
  PricedPresupuesto,
  PresupuestoTablas,
  PresupuestoPricing,
  PresupuestoTotals,
  StaffFigures,
  UnpricedPresupuesto,
} from './pricedPresupuesto';
export { pricePresupuesto, pricePresupuestoWith, priceSnapshot } from './pricing';
export { samePrices } from './repricing';
export {
  isValidPercent,
  isValidQuantity,
  isValidUnitPrice,
  lineInputProblems,
  linesProblems,
  problemPath,
  presupuestoFieldProblems,
  presupuestoInputProblems,
  tablesUsed,
  type PresupuestoField,
  type PresupuestoInput,
  type PresupuestoLineField,
  type PresupuestoLineInput,
  type PresupuestoProblem,
  type PricingAjustes,
} from './presupuestoInput';
export { presupuestoMessage, type PresupuestoMessageInput } from './presupuestoMessage';
export { formatPresupuestoNumber, type PresupuestoNumberParts } from './presupuestoNumber';
export {
  CUP_PRICE_FIELD,
  DEFAULT_IVA_PERCENT,
  isCupTableKey,
  isMetallicPrint,
  isPrintTableKey,
  MAX_LINE_TOTAL_EUROS,
  MAX_PRESUPUESTO_LINES,
  METALLIC_PRINTS,
  PERCENT_DECIMALS,
  PRICE_DECIMALS,
  PRINT_FIELDS,
  type CupTableKey,
  type PrintTableKey,
} from './presupuestoRules';
export {
  PRESUPUESTO_PRICING_RULES,
  snapshotOf,
  type PresupuestoLineSnapshot,
  type PresupuestoPriceSnapshot,
} from './presupuestoSnapshot';
export {
  aceptadoText,
  discountLabel,
  ivaLabel,
  PRESUPUESTO_WORDS,
  presupuestoEmailSubject,
  validUntilText,
} from './presupuestoWording';
export { mailtoUrl, whatsappUrl, type MailDraft } from './shareLinks';
export {
  AJUSTES_LIMITS,
  BUSINESS_TIME_ZONE,
  DEFAULT_VALIDEZ_DIAS,
  type NewPresupuestoBody,
  type Presupuesto,
  type PresupuestoAjustes,
  type PresupuestoProblemsAnswer,
} from './presupuestos';
export {
  CONDICIONES_MAX,
  DEFAULT_AJUSTES,
  ZONA_HORARIA_MAX,
  type Ajustes,
  type CondicionesAjustes,
  type InformeAjustes,
} from './ajustes';
export {
  LOGOTIPO_ADMIN_PATH,
  LOGOTIPO_API_PATH,
  LOGOTIPO_MAX_BYTES,
  LOGOTIPO_TIPOS,
  publicLogotipoPath,
  type Logotipo,
  type LogotipoTipo,
} from './logotipo';
export {
  ADMIN_CLAIM,
  ADMIN_ONLY_ERROR,
  isRol,
  rolOf,
  ROLES,
  SESSION_EXPIRED_ERROR,
  SESSION_MAX_HOURS,
  type Rol,
  type RolBody,
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
  type ClienteBody,
  type ClienteExport,
  type ErasureResult,
  type RetentionAjustes,
  type RetentionCounts,
} from './clienteDatos';
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './usuarios';
export type { NewUsuarioBody, StaffUsuario, UsuarioAction } from './usuarios';
export {
  isSearchable,
  SEARCH_GROUP_LIMIT,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  type SearchCliente,
  type SearchPeticion,
  type SearchPresupuesto,
  type SearchQuery,
  type SearchResults,
} from './search';
export {
  EMBUDO_PASOS,
  EN_JUEGO_ETAPAS,
  INFORME_CLIENTES,
  INFORME_MAX_DAYS,
  INFORME_MESES,
  shareOf,
  type EmbudoPaso,
  type EnJuegoEtapa,
  type Importe,
  type Informe,
  type InformeQuery,
} from './informes';
export {
  ENLACE_EXTRA_DIAS,
  ENLACE_LIMITS,
  ENLACE_PAGE_PREFIX,
  ENLACE_TOKEN_PATTERN,
  enlaceUrl,
  PUBLIC_ENLACE_PREFIX,
  publicEnlacePaths,
  tokenOfPath,
  type AceptarBody,
  type CambiosBody,
  type EnlaceAceptacion,
  type EnlaceCaducado,
  type EnlaceEstado,
  type EnlaceNegocio,
  type NuevoEnlace,
  type PublicEnlace,
} from './enlaces';
export {
  BOCETO_LIMITS,
  disenoAprobadoText,
  publicArchivoPaths,
  type AprobarBocetoBody,
  type BocetoAprobacion,
  type CambiosBocetoBody,
  type EnlaceArchivo,
  type EnlaceArchivos,
  type EnlaceBoceto,
} from './enlaceArchivos';
