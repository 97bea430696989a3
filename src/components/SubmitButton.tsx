import type { ReactNode } from 'react';
import { isRepeatClick } from './isRepeatClick';

/**
 * A form's submit button on which a double click submits once: the clicks after the first of a
 * burst do not submit, since each would send what the first already sent.
 */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      onClick={(event) => {
        if (isRepeatClick(event)) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
