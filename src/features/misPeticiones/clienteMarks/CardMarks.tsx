import type { TableroPeticion } from '../../../../contract';
import { cardMarks } from './clienteMarkTexts';

/** The card's marks of what the customer did that its assignee has not seen. */
export function CardMarks({ peticion }: { peticion: TableroPeticion }) {
  const marks = cardMarks(peticion);
  if (marks.length === 0) return null;
  return (
    <p className="pipeline-card__marks">
      {marks.map((mark) => (
        <strong key={mark} className="pipeline-card__mark">
          {mark}
        </strong>
      ))}
    </p>
  );
}
