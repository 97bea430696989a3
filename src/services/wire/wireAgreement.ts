// The contract's wire types are the API's schemas, as the generated file has them: `tsc -b` fails
// here when a route's schema and the type both programs import part (docs/decisions.md, "One
// source per wire shape"). Compared without `readonly`, which JSON does not carry.
import type * as Contract from '../../../contract';
import type { ApiAnswer, ApiBody, ApiData } from './apiAnswers';

type Plain<T> = T extends readonly (infer Item)[]
  ? readonly Plain<Item>[]
  : T extends object
    ? { readonly [K in keyof T]: Plain<T[K]> }
    : T;

type Same<A, B> = [Plain<A>] extends [Plain<B>]
  ? [Plain<B>] extends [Plain<A>]
    ? true
    : false
  : false;

type Agrees<Check extends true> = Check;

type Quote = ApiData<'getPresupuesto'>;
type QuoteLine = Quote['snapshot']['lines'][number];
type KeptRows = 'cupRow' | 'printRow';

/** Every answer and body below, one line each: a `false` names the shape that parted. */
export type WireAgreement = [
  Agrees<Same<Contract.Ajustes, ApiData<'getAjustes'>>>,
  Agrees<Same<Contract.Ajustes, ApiData<'saveAjustes'>>>,
  Agrees<Same<Contract.Ajustes, ApiBody<'saveAjustes'>>>,
  Agrees<Same<Contract.Peticion[], ApiData<'getPeticionesSinAsignar'>>>,
  Agrees<Same<Contract.AssignedPeticion, ApiData<'assignPeticion'>>>,
  Agrees<Same<Contract.AsignarBody, ApiBody<'assignPeticion'>>>,
  Agrees<Same<Contract.NewPeticionBody, ApiBody<'createPeticion'>>>,
  Agrees<Same<Contract.NuevaPeticionBody, ApiBody<'createNuevaPeticion'>>>,
  Agrees<Same<Contract.EditPeticionBody, ApiBody<'editPeticion'>>>,
  Agrees<Same<Contract.AssignedPeticion, ApiData<'editPeticion'>>>,
  Agrees<Same<Contract.PeticionDetail, ApiData<'getPeticionDetail'>>>,
  Agrees<Same<Contract.PeticionesAvisos, ApiData<'getPeticionesAvisos'>>>,
  Agrees<Same<Contract.MoveBody, ApiBody<'movePeticion'>>>,
  Agrees<Same<Contract.ReleaseBody, ApiBody<'releasePeticion'>>>,
  Agrees<Same<Contract.ReassignBody, ApiBody<'reassignPeticion'>>>,
  Agrees<Same<Contract.NotaBody, ApiBody<'addNota'>>>,
  Agrees<Same<Contract.SeguimientoBody, ApiBody<'setSeguimiento'>>>,
  Agrees<Same<Contract.NewPresupuestoBody, ApiBody<'createPresupuesto'>>>,
  // A kept price row is any record of numbers to the schema, with its id to the contract: the
  // rest of the quote is compared whole.
  Agrees<Same<Omit<Contract.Presupuesto, 'snapshot'>, Omit<Quote, 'snapshot'>>>,
  Agrees<Same<Omit<Contract.PresupuestoPriceSnapshot, 'lines'>, Omit<Quote['snapshot'], 'lines'>>>,
  Agrees<Same<Omit<Contract.PresupuestoLineSnapshot, KeptRows>, Omit<QuoteLine, KeptRows>>>,
  Agrees<Same<Contract.ClienteBody, ApiBody<'exportCliente'>>>,
  Agrees<Same<Contract.ErasureResult, ApiData<'suprimirCliente'>>>,
  Agrees<Same<Contract.StaffUsuario[], ApiAnswer<'getUsuarios'>>>,
  Agrees<Same<Contract.NewUsuarioBody, ApiBody<'createUsuario'>>>,
  Agrees<Same<Contract.RolBody, ApiBody<'cambiarRol'>>>,
  Agrees<Same<Contract.SearchResults, ApiData<'getSearchResults'>>>,
  Agrees<Same<Contract.Informe, ApiData<'getInforme'>>>,
  Agrees<Same<Contract.EnlaceArchivos, ApiData<'getPublicEnlaceArchivos'>>>,
  Agrees<Same<Contract.AprobarBocetoBody, ApiBody<'aprobarBoceto'>>>,
  Agrees<Same<Contract.CambiosBocetoBody, ApiBody<'pedirCambiosBoceto'>>>,
];
