import { Link } from './Link';

export function NotFoundPage() {
  return (
    <section>
      <h2>Página no encontrada</h2>
      <Link to="/">Volver a Peticiones</Link>
    </section>
  );
}
