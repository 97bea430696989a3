// The business's settings on the fake network.
import { apiPaths, LOGOTIPO_API_PATH, type Ajustes } from '../../contract';
import { apiUrl, http, HttpResponse, server } from './server';

export const AJUSTES_URL = apiUrl(apiPaths.ajustes);
export const LOGOTIPO_URL = apiUrl(LOGOTIPO_API_PATH);

export const AJUSTES: Ajustes = {
  nombreComercial: 'Vasos Fiesta S.L.',
  nif: 'B12345678',
  direccion: 'Calle Mayor 1, 28013 Madrid',
  telefono: '+34 910 000 000',
  correo: 'hola@vasosfiesta.es',
  ivaPercent: 21,
  validezDias: 30,
  conservarCerradasMeses: 24,
  conservarSinAsignarMeses: 12,
  zonaHoraria: 'Europe/Madrid',
  condiciones: 'Pago del 50 % al aceptar; el resto a la entrega.',
};

/** GET ajustes answers `{ data: ajustes }`. */
export function serveAjustes(ajustes: Ajustes = AJUSTES) {
  server.use(http.get(AJUSTES_URL, () => HttpResponse.json({ data: ajustes })));
}
