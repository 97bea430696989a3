export function Loading({ text = 'Cargando…' }: { text?: string }) {
  return (
    <p role="status" className="loading">
      {text}
    </p>
  );
}
