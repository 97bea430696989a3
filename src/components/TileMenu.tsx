import { Link } from './Link';

export type Tile = { to: string; label: string };

type TileMenuProps = {
  /** Accessible name of the menu (the page's heading usually). */
  label: string;
  tiles: readonly Tile[];
};

/** A grid of large links, one per destination, in the order given. */
export function TileMenu({ label, tiles }: TileMenuProps) {
  return (
    <nav aria-label={label}>
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to}>{tile.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
