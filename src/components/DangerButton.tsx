import type { ComponentProps } from 'react';

/**
 * The variant of a button that destroys or gives up something (docs/screens.md, "Destructive
 * actions"), for a button that is one only sometimes (`Quitar administrador`, not `Hacer
 * administrador`). Drawn in styles.css alike on every screen and on the phone.
 */
export const DANGER_BUTTON_CLASS = 'button-danger';

/**
 * A button that destroys or gives up something (`Suprimir`, `Liberar`, `Desactivar`…): the danger
 * colour, so it never looks like the buttons beside it. Asking first, where it does, stays its
 * caller's.
 */
export function DangerButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  const classes = className ? `${DANGER_BUTTON_CLASS} ${className}` : DANGER_BUTTON_CLASS;
  return <button type={type} className={classes} {...props} />;
}
