// Every route of the app, in one place.
export const paths = {
  home: '/',
  signIn: '/signin',
  forgotPassword: '/forgot-password',
  usuarios: '/usuarios',
  precios: '/precios',
  serigrafias: '/precios/serigrafias',
  vasos: '/precios/vasos',
  serigrafiaTable: (tablaid: string) => `/precios/serigrafias/${encodeURIComponent(tablaid)}`,
  vasoTable: (vaso: string) => `/precios/vasos/${encodeURIComponent(vaso)}`,
} as const;
