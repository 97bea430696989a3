// Every alert/confirm the page shows, recorded in order; confirms are answered from a queue.
import type { Page } from '@playwright/test';

export type SeenDialog = { type: string; message: string };

export type DialogRecorder = {
  /** Every dialog seen so far, in order. */
  readonly seen: SeenDialog[];
  /** Messages of the alerts seen so far, in order. */
  alerts(): string[];
  /** Messages of the confirms seen so far, in order. */
  confirms(): string[];
  /** How the next confirm is answered (a confirm with no queued answer is dismissed). */
  answerNextConfirm(accept: boolean): void;
};

/**
 * Listens to the page's dialogs: alerts (and beforeunload prompts) are accepted, confirms take
 * the next queued answer. Register before the action that may show one.
 */
export function recordDialogs(page: Page): DialogRecorder {
  const seen: SeenDialog[] = [];
  const answers: boolean[] = [];
  page.on('dialog', async (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    if (dialog.type() === 'confirm' && !(answers.shift() ?? false)) await dialog.dismiss();
    else await dialog.accept();
  });
  const messagesOf = (type: string) =>
    seen.filter((dialog) => dialog.type === type).map((dialog) => dialog.message);
  return {
    seen,
    alerts: () => messagesOf('alert'),
    confirms: () => messagesOf('confirm'),
    answerNextConfirm: (accept) => {
      answers.push(accept);
    },
  };
}
