// The part of the link's page about files: the design proof's latest version (proofView.ts) and
// `Enviar logotipo` (logoUpload.ts), read after the quote and drawn again from each answer.
import type { Closed } from './apiAnswer';
import { readArchivos, type ArchivosAnswer } from './archivosApi';
import { h, show } from './dom';
import { logoUpload } from './logoUpload';
import { proofView } from './proofView';

export const ARCHIVOS_FAILED =
  'No se han podido cargar el boceto ni los archivos. Vuelve a cargar la página.';

/**
 * The section, empty until the files answer; it never holds up the quote above it. A link closed
 * meanwhile goes to `onClosed`, which draws the whole page anew keeping what was typed in sight.
 */
export function archivosSection(token: string, onClosed: (closed: Closed) => void): HTMLElement {
  const root = h('div', { class: 'enlace-archivos' });
  /** Draws the files `answer` holds, each part with what to say about its last answer. */
  const draw = (answer: ArchivosAnswer, notices: { boceto?: string; logo?: string } = {}) => {
    if (answer.kind === 'caducado' || answer.kind === 'unknown') {
      onClosed(answer);
      return;
    }
    if (answer.kind === 'failed' || answer.kind === 'refused') {
      show(root, h('p', { class: 'enlace-error', role: 'alert' }, ARCHIVOS_FAILED));
      return;
    }
    const archivos = answer.data;
    const onProof = (next: ArchivosAnswer, notice: string) => draw(next, { boceto: notice });
    const onLogo = (next: ArchivosAnswer, notice: string) => draw(next, { logo: notice });
    show(
      root,
      archivos.boceto && proofView(token, archivos.boceto, onProof, notices.boceto),
      logoUpload(token, archivos, onLogo, notices.logo),
    );
  };
  void readArchivos(token).then((answer) => draw(answer));
  return root;
}
