import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  isAssignedPeticion,
  type AssignedPeticion,
  type Peticion,
  type PeticionDetailQuery,
  type TableroPeticion,
} from '../../../../contract';
import { paths } from '../../../app/paths';
import { formatCents } from '../../../components/formatEuro';
import { Loading } from '../../../components/Loading';
import { ModalDialog } from '../../../components/ModalDialog';
import { EventoPasado } from '../../../components/EventoPasado';
import { PeticionFields } from '../../../components/PeticionFields';
import { NO_VALUE } from '../../../components/text';
import { useCan } from '../../auth';
import { PeticionPresupuestos } from '../../presupuestos';
import { useGetPeticionesAsignadasQuery } from '../peticionesAsignadasApi';
import { returnFocusToCard } from '../cardFocus';
import { useGetPeticionDetailQuery } from '../misPeticionesApi';
import { MOTIVO_LABELS, etapaLabel } from '../etapaLabels';
import {
  NOT_ASSIGNED_MESSAGE,
  NOT_FOUND_MESSAGE,
  STALE_MESSAGE,
  NO_LOST_DRAFT,
  type LostDraft,
} from '../writes';
import { ActionArea } from './ActionArea';
import { ClienteLink } from './ClienteLink';
import { EditarPeticion } from './EditarPeticion';
import { SeguimientoSection } from './SeguimientoSection';
import { Actividad, OtrasPeticiones } from './HistorySections';
import { Archivos } from '../archivos';
import { NotasSection } from './NotasSection';
import { useHistorialShown } from './useHistorialShown';
import { useSeeClienteMarks } from '../clienteMarks';
import './misPeticionesDialog.css';

/** /mis-peticiones/{id}: a taken request's dialog over the board; a new id is a new dialog. */
export function MisPeticionesDialogRoute() {
  const { id = '' } = useParams();
  return <MisPeticionesDialog key={id} id={id} />;
}

type AnyPeticion = Peticion | AssignedPeticion;

/**
 * The board's list carries only what a card shows; the events stream and the writes' answers put
 * whole requests in it (docs/api.md, the board's list).
 */
const isWhole = (live: TableroPeticion): live is AssignedPeticion => 'asignadoAt' in live;

/**
 * The copy to show: the board's when it is whole and not older than the one read (it is live);
 * else the one read with the detail, whole. None while the detail is read: a card's fields are
 * not all of the request's.
 */
function shown(live: TableroPeticion | undefined, read: AnyPeticion | undefined) {
  if (!live || !isWhole(live)) return read;
  if (read && isAssignedPeticion(read) && read.version > live.version) return read;
  return live;
}

/**
 * The request whole, as its detail was read when the dialog opened, or as the board's live copy
 * has it since; its detail (notes, activity, the customer's other requests, and the request) is
 * read again whenever the board's copy changes, so a colleague's note or move shows while the
 * dialog is open.
 */
function useShownPeticion(id: string, historial: Required<PeticionDetailQuery>) {
  const live = useGetPeticionesAsignadasQuery(undefined, {
    selectFromResult: ({ data }) => ({
      peticion: data?.find((peticion) => String(peticion.id) === id),
    }),
  }).peticion;
  const detail = useGetPeticionDetailQuery(
    { id, ...historial },
    { refetchOnMountOrArgChange: true },
  );
  const seen = useRef(live);
  const { refetch } = detail;
  useEffect(() => {
    // Changed, or gone from the board (given back): the detail tells how it is now.
    if (seen.current && live !== seen.current) void refetch();
    seen.current = live;
  }, [live, refetch]);
  return { live, detail, peticion: shown(live, detail.data?.peticion) };
}

/**
 * The dialog of Ver (every field of the request), and under it what follows a taken request:
 * moves (the assignee's only), release and hand-over (the assignee's, or an administrator's),
 * follow-up, notes, the customer's other requests, their data (an administrator's) and the
 * request's history, each offered as far as the table of contract/permissions.ts lets the viewer
 * (useCan). What is typed stays through a failure, a refusal as stale (409: the dialog then shows
 * the request as it is now and says so) and a colleague's change.
 */
function MisPeticionesDialog({ id }: { id: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const historial = useHistorialShown();
  const { detail, peticion } = useShownPeticion(id, historial.shown);
  const [stale, setStale] = useState(false);
  const [note, setNote] = useState('');
  const [lost, setLost] = useState<LostDraft>(NO_LOST_DRAFT);
  const onStale = useCallback((value: boolean) => setStale(value), []);

  useEffect(() => () => returnFocusToCard(id), [id]);

  const close = () => {
    // Opened from the board: back to that history entry. Opened from a link: the board, instead.
    if ((location.state as { fromBoard?: boolean } | null)?.fromBoard) void navigate(-1);
    else
      void navigate({ pathname: paths.misPeticiones, search: location.search }, { replace: true });
  };

  const assigned = peticion && isAssignedPeticion(peticion) ? peticion : undefined;
  const canFollowUp = useCan('setFollowUp', assigned);
  const canNote = useCan('notePeticion', assigned);
  useSeeClienteMarks(assigned);
  const estado = useMemo(() => (assigned ? etapaLabel(assigned.estado) : undefined), [assigned]);

  let body;
  if (!peticion) {
    body = detail.isLoading ? <Loading /> : <p role="status">{NOT_FOUND_MESSAGE}</p>;
  } else {
    body = (
      <>
        {stale || !assigned ? (
          <p className="modal-dialog__notice" role="status">
            {stale ? STALE_MESSAGE : NOT_ASSIGNED_MESSAGE}
          </p>
        ) : null}
        <PeticionFields peticion={peticion} estado={estado} />
        <EventoPasado fechaEvento={peticion.fecha_evento} />
        {assigned ? <EditarPeticion peticion={assigned} onStale={onStale} /> : null}
        {assigned?.ultimoPresupuesto ? (
          <p className="pipeline-section">
            Presupuesto {assigned.ultimoPresupuesto.numero}:{' '}
            {formatCents(assigned.ultimoPresupuesto.totalCents)}
          </p>
        ) : null}
        {assigned?.perdida ? (
          <p className="pipeline-section">
            Motivo: {MOTIVO_LABELS[assigned.perdida.motivo]}
            {assigned.perdida.texto ? `: ${assigned.perdida.texto}` : null}
          </p>
        ) : null}
        {assigned ? (
          <Suspense fallback={null}>
            <PeticionPresupuestos peticionId={assigned.id} />
          </Suspense>
        ) : null}
        {assigned ? (
          <ActionArea peticion={assigned} lost={lost} onLost={setLost} onStale={onStale} />
        ) : null}
        {assigned ? <Archivos peticion={assigned} /> : null}
        {assigned ? (
          <SeguimientoSection peticion={assigned} editable={canFollowUp} onStale={onStale} />
        ) : null}
        <NotasSection
          id={id}
          notas={detail.data?.notas ?? []}
          older={historial.olderOf('notas', detail)}
          canAdd={assigned !== undefined && canNote}
          text={note}
          onText={setNote}
          onStale={onStale}
        />
        <OtrasPeticiones
          otras={detail.data?.otras ?? []}
          search={location.search}
          state={location.state as unknown}
        />
        <ClienteLink peticion={peticion} />
        <Actividad
          entries={detail.data?.actividad ?? []}
          older={historial.olderOf('actividad', detail)}
          perdida={assigned?.perdida ?? null}
        />
      </>
    );
  }
  return (
    <ModalDialog title={`Petición ${id || NO_VALUE}`} onClose={close}>
      {body}
    </ModalDialog>
  );
}
