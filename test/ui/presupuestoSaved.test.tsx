import { screen, waitFor, within } from '@testing-library/react';
import { apiPaths, presupuestoMessage } from '../../contract';
import { AJUSTES, serveAjustes } from '../support/ajustesFixtures';
import {
  MY_REQUEST,
  savedPresupuestoPage,
  servePresupuesto,
  serveRequest,
  storedPresupuesto,
} from '../support/presupuestoFixtures';
import { cupRow, TABLES } from '../support/presupuestoTablas';
import { renderRoute } from '../support/renderWithProviders';
import { apiUrl, http, HttpResponse, recordRequests, server } from '../support/server';

const INPUT = {
  lines: [
    { cup: 'vasos/200', quantity: 500, print: 'serigrafia_1_color_vf', unitPriceOverride: null },
    { cup: 'vasos/200', quantity: 1000, print: null, unitPriceOverride: 0.12 },
  ],
  discountPercent: 5,
};
const SAVED = storedPresupuesto(INPUT);

/** The quote opened from its page, with its request as `peticion` says. */
async function openSaved(peticion = MY_REQUEST, presupuesto = SAVED) {
  serveRequest(peticion);
  serveAjustes();
  servePresupuesto(presupuesto);
  const rendered = renderRoute(savedPresupuestoPage(presupuesto));
  await screen.findByRole('heading', { name: `Presupuesto ${presupuesto.numero}` });
  return rendered;
}

const rowsText = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent?.replace(/\s+/g, ' ')),
    );

describe('A saved quote', () => {
  it('shows what it kept, read-only, whatever the tables say now', async () => {
    await openSaved();
    expect(screen.getByText('Precios del 25/11/2026')).toBeInTheDocument();
    expect(screen.getByText('Válido hasta 25/12/2026')).toBeInTheDocument();
    // In the page: the shell's search box is no field of the quote.
    expect(within(screen.getByRole('main')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(rowsText()).toEqual([
      [
        '200',
        '500',
        'Serigrafia 1 Color VF',
        '0,309 €Vaso 0,129 € + Serigrafía 0,180 €',
        '154,50 €',
        '0,173 €',
        '0,136 € (44,01 %)',
      ],
      [
        '200',
        '1.000',
        'Sin impresión',
        '0,120 €Ajustado Precio de tabla 0,125 €',
        '120,00 €',
        '0,055 €',
        '0,065 € (54,17 %)',
      ],
    ]);
    const totals = screen.getByLabelText('Totales').textContent?.replace(/\s+/g, ' ');
    expect(totals).toBe(
      'Subtotal274,50 €Descuento (5 %)-13,73 €Base imponible260,77 €IVA (21 %)54,76 €Total315,53 €',
    );
  });

  it('prices again from its snapshot, not from the tables of today', async () => {
    // Stored with a dearer cup than the tables have now: the quote keeps its own price.
    const dear = storedPresupuesto(INPUT, {
      tables: {
        ...TABLES,
        'vasos/200': [cupRow(2, 500, { cv: 0.058, Euro: 0.2, Metalicos: 0.3 })],
      },
    });
    await openSaved(MY_REQUEST, dear);
    expect(rowsText()[0][3]).toMatch(/^0,380 €/);
  });

  it('Recalcular con precios actuales saves its next version and shows it', async () => {
    const v2 = { ...storedPresupuesto(INPUT, { id: 8, version: 2 }) };
    const requests = recordRequests();
    server.use(
      http.post(apiUrl(apiPaths.recalcular(SAVED.id)), () =>
        HttpResponse.json({ data: v2 }, { status: 201 }),
      ),
    );
    servePresupuesto(v2);
    const { user, history } = await openSaved();
    await user.dblClick(screen.getByRole('button', { name: 'Recalcular con precios actuales' }));
    expect(
      await screen.findByRole('heading', { name: 'Presupuesto P-2026-0007 v2' }),
    ).toBeInTheDocument();
    expect(history.location.pathname).toBe(savedPresupuestoPage(v2));
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('a failed recalculation alerts and stays on the quote', async () => {
    server.use(
      http.post(apiUrl(apiPaths.recalcular(SAVED.id)), () =>
        HttpResponse.json({ error: 'x' }, { status: 500 }),
      ),
    );
    const { user } = await openSaved();
    await user.click(screen.getByRole('button', { name: 'Recalcular con precios actuales' }));
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith('Error al recalcular el presupuesto'),
    );
    expect(screen.getByRole('heading', { name: 'Presupuesto P-2026-0007' })).toBeInTheDocument();
  });

  it('offers no recalculation on a request that is no longer the viewer’s', async () => {
    await openSaved({ ...MY_REQUEST, asignado: 'marta@vasos.test' });
    expect(
      screen.queryByRole('button', { name: 'Recalcular con precios actuales' }),
    ).not.toBeInTheDocument();
  });
});

describe('Sending a saved quote', () => {
  const message = () =>
    presupuestoMessage({
      number: 'P-2026-0007',
      date: '2026-11-25',
      validUntil: '2026-12-25',
      customerName: 'Ana García',
      eventDate: '2026-12-05',
      lines: [
        {
          cupLabel: '200',
          quantity: 500,
          printLabel: 'Serigrafia 1 Color VF',
          unitPrice: 309,
          total: 15450,
        },
        { cupLabel: '200', quantity: 1000, printLabel: null, unitPrice: 120, total: 12000 },
      ],
      totals: SAVED.totals,
      signature: AJUSTES.nombreComercial,
    });

  it('Enviar por WhatsApp opens the customer’s number with the quote’s text', async () => {
    await openSaved();
    const link = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/34600123456');
    expect(url.searchParams.get('text')).toBe(message());
    expect(url.searchParams.get('text')).toContain('Total con IVA (21\u00a0%): 315,53\u00a0€');
    expect(url.searchParams.get('text')).not.toMatch(/Coste|Margen|0,173/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('greets the name and tells the event day the quote kept, not the request’s as corrected since', async () => {
    await openSaved({
      ...MY_REQUEST,
      cliente: { nombre: 'Ana García Ruiz', telefono: '600 12 34 56' },
      fecha_evento: '2027-01-16',
    });
    const link = screen.getByRole('link', { name: 'Enviar por WhatsApp' });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toMatch(/^Hola, Ana García:/);
    expect(text).toContain('para su evento del 05/12/2026');
    expect(text).not.toContain('16/01/2027');
  });

  it.each([
    ['that cannot be made international', '12345', 'Este teléfono no sirve para WhatsApp.'],
    ['that is missing', undefined, 'Sin teléfono'],
  ])('a phone %s disables WhatsApp and says why', async (_name, telefono, why) => {
    await openSaved({ ...MY_REQUEST, cliente: { nombre: 'Ana García', telefono } });
    const button = screen.getByRole('button', { name: 'Enviar por WhatsApp' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(why);
    expect(screen.queryByRole('link', { name: 'Enviar por WhatsApp' })).not.toBeInTheDocument();
  });

  it('Enviar por correo writes to the customer, subject Presupuesto P-…, the same text', async () => {
    await openSaved();
    const href = screen.getByRole('link', { name: 'Enviar por correo' }).getAttribute('href')!;
    expect(href.startsWith('mailto:ana@example.com?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Presupuesto P-2026-0007');
    expect(params.get('body')).toBe(message().replace(/\n/g, '\r\n'));
  });

  it('Enviar por correo takes cliente.correo when there is no cliente.email, and none else', async () => {
    await openSaved({
      ...MY_REQUEST,
      cliente: { nombre: 'Ana', telefono: '600123456', correo: 'ana@correo.es' },
    });
    expect(screen.getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ana@correo\.es\?subject=Presupuesto%20P-2026-0007&/),
    );
  });

  it('Enviar por correo takes the request’s own correo first (staff typed or corrected it)', async () => {
    await openSaved({ ...MY_REQUEST, correo: 'ana.nueva@example.com' });
    expect(screen.getByRole('link', { name: 'Enviar por correo' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ana\.nueva@example\.com\?/),
    );
  });

  describe('Descargar PDF', () => {
    const PDF = apiUrl(apiPaths.presupuestoPdf(SAVED.id));
    let saved: { href: string; download: string }[];

    beforeEach(() => {
      saved = [];
      URL.createObjectURL = jest.fn(() => 'blob:quote');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    it('fetches the PDF with the session’s token in a header and saves it', async () => {
      const requests = recordRequests();
      server.use(
        http.get(PDF, () =>
          HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7').buffer, {
            headers: { 'Content-Type': 'application/pdf' },
          }),
        ),
      );
      const { user } = await openSaved();
      await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
      await waitFor(() =>
        expect(saved).toEqual([{ href: 'blob:quote', download: 'presupuesto-P-2026-0007.pdf' }]),
      );
      const call = requests.find((request) => request.url === PDF)!;
      expect(call.authorization).toBe('Bearer token-1');
      expect(call.url).not.toMatch(/token/);
      const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
      expect(await blob.text()).toBe('%PDF-1.7');
    });

    it('alerts when the PDF cannot be had', async () => {
      server.use(http.get(PDF, () => HttpResponse.json({ error: 'x' }, { status: 500 })));
      const { user } = await openSaved();
      await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
      await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Error al descargar el PDF'));
      expect(saved).toEqual([]);
    });
  });
});
