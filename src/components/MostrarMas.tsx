/** Under a list shown a page at a time, while some of it is still hidden: each click adds a page. */
export function MostrarMas({ onMore }: { onMore: () => void }) {
  return (
    <button type="button" className="mostrar-mas" onClick={() => onMore()}>
      Mostrar más
    </button>
  );
}
