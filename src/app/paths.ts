// Every route of the app, in one place.
export const paths = {
  home: '/',
  /** A request's dialog over the requests list. */
  peticion: (id: string | number) => `/peticiones/${encodeURIComponent(String(id))}`,
  /** The same route as a pattern, for matching any request's dialog. */
  peticionPattern: '/peticiones/:id',
  /** The taken requests' board. */
  misPeticiones: '/mis-peticiones',
  /** A taken request's dialog over the board. */
  miPeticion: (id: string | number) => `/mis-peticiones/${encodeURIComponent(String(id))}`,
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  usuarios: '/usuarios',
  precios: '/precios',
  serigrafias: '/precios/serigrafias',
  vasos: '/precios/vasos',
  serigrafiaTable: (tablaid: string) => `/precios/serigrafias/${encodeURIComponent(tablaid)}`,
  vasoTable: (vaso: string) => `/precios/vasos/${encodeURIComponent(vaso)}`,
  /** A new quote for a taken request. */
  presupuestar: (peticionId: string | number) =>
    `/mis-peticiones/${encodeURIComponent(String(peticionId))}/presupuesto`,
  presupuestarPattern: '/mis-peticiones/:id/presupuesto',
  /** A saved quote of a taken request. */
  presupuesto: (peticionId: string | number, presupuestoId: string | number) =>
    `/mis-peticiones/${encodeURIComponent(String(peticionId))}/presupuestos/${encodeURIComponent(String(presupuestoId))}`,
  presupuestoPattern: '/mis-peticiones/:id/presupuestos/:presupuestoId',
  /** The customers, and one customer's page (by the id of any of their requests). */
  clientes: '/clientes',
  cliente: (id: string | number) => `/clientes/${encodeURIComponent(String(id))}`,
  clientePattern: '/clientes/:id',
  /** The business's details and the quotes' VAT rate and validity. */
  ajustes: '/ajustes',
  /** The figures of a period (docs/screens.md, "/informes"). */
  informes: '/informes',
} as const;
