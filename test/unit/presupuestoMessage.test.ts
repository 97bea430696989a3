import { clienteLines, type ClientePresupuesto } from '../../contract/clientePresupuesto';
import { NBSP } from '../../contract/moneyText';
import { presupuestoMessage } from '../../contract/presupuestoMessage';
import { presupuestoEmailSubject, validUntilText } from '../../contract/presupuestoWording';
import { pricePresupuesto } from '../../contract/pricing';
import { mailtoUrl, whatsappUrl } from '../../contract/shareLinks';
import type { TablaKey } from '../../contract/tablas';
import { PRICING_AJUSTES, TABLES } from '../support/presupuestoTablas';

// Labels are the dashboard's; these stand in for its catalogue.
const LABELS: Partial<Record<TablaKey, string>> = {
  'vasos/200': 'Vaso 200',
  serigrafia_1_color_vf: 'Serigrafia 1 Color VF',
};
const labelOf = (key: TablaKey) => LABELS[key] ?? key;

function quote(
  overrides: Partial<ClientePresupuesto> = {},
  discountPercent = 10,
): ClientePresupuesto {
  const input = {
    lines: [
      { cup: 'vasos/200', quantity: 1000, print: 'serigrafia_1_color_vf' },
      { cup: 'vasos/200', quantity: 300, unitPriceOverride: 0.145 },
    ],
    discountPercent,
  };
  const pricing = pricePresupuesto(input, TABLES, PRICING_AJUSTES);
  if (!pricing.ok) throw new Error('Not priced');
  return {
    number: 'P-2026-0007 v2',
    date: '2026-03-01',
    validUntil: '2026-03-31',
    customerName: 'Ana García',
    eventDate: null,
    lines: clienteLines(pricing.lines, labelOf),
    totals: pricing.totals,
    ...overrides,
  };
}

const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('clienteLines', () => {
  it('keeps what the customer reads and nothing for staff', () => {
    const lines = quote().lines;
    expect(lines[0]).toEqual({
      cupLabel: 'Vaso 200',
      quantity: 1000,
      printLabel: 'Serigrafia 1 Color VF',
      unitPrice: 305,
      total: 30_500,
    });
    expect(lines[1].printLabel).toBeNull();
    expect(Object.keys(lines[1]).sort()).toEqual(
      ['cupLabel', 'printLabel', 'quantity', 'total', 'unitPrice'].sort(),
    );
  });
});

describe('presupuestoMessage', () => {
  it('greets by name, lists the lines, the discount, the total with VAT, validity and number', () => {
    // 305,00 € + 43,50 € = 348,50 €; −34,85 €; base 313,65 €; IVA 65,87 €; total 379,52 €
    expect(plain(presupuestoMessage({ ...quote(), signature: 'Vasos Fiesta' }))).toBe(
      [
        'Hola, Ana García:',
        '',
        'Le enviamos el presupuesto P-2026-0007 v2:',
        '',
        '- 1.000 × Vaso 200 con Serigrafia 1 Color VF: 0,305 € / ud. = 305,00 €',
        '- 300 × Vaso 200 sin impresión: 0,145 € / ud. = 43,50 €',
        '',
        'Descuento (10 %): -34,85 €',
        'Total con IVA (21 %): 379,52 €',
        'Válido hasta 31/03/2026.',
        '',
        'Un saludo,',
        'Vasos Fiesta',
      ].join('\n'),
    );
  });

  it.each([null, '', '   ', 'Datos suprimidos'])(
    'greets without a name when there is none, or it was erased: %p',
    (customerName) => {
      expect(presupuestoMessage(quote({ customerName })).split('\n')[0]).toBe('Hola:');
    },
  );

  it('writes a name across lines as one line', () => {
    expect(presupuestoMessage(quote({ customerName: ' Ana\n  García ' })).split('\n')[0]).toBe(
      'Hola, Ana García:',
    );
  });

  it('names the event day when there is one', () => {
    expect(presupuestoMessage(quote({ eventDate: '2026-06-12' }))).toContain(
      'Le enviamos el presupuesto P-2026-0007 v2 para su evento del 12/06/2026:',
    );
  });

  it('leaves the discount out when there is none, and signs off plainly without a signature', () => {
    const text = plain(presupuestoMessage(quote({}, 0)));
    expect(text).not.toContain('Descuento');
    // Nothing stands in the discount's place: the total follows the lines' blank line.
    expect(text).toContain('€\n\nTotal con IVA (21 %): 421,69 €\n');
    expect(text.endsWith('\nUn saludo.')).toBe(true);
  });

  it('refuses a validity that is no day', () => {
    expect(() => presupuestoMessage(quote({ validUntil: '2026-02-30' }))).toThrow(RangeError);
  });
});

describe('sending a quote', () => {
  it('puts the same text in the WhatsApp link and the e-mail, with the number as subject', () => {
    const q = quote();
    const text = presupuestoMessage(q);
    expect(new URL(whatsappUrl('34612345678', text)).searchParams.get('text')).toBe(text);
    const mail = mailtoUrl({
      to: 'ana@example.com',
      subject: presupuestoEmailSubject(q.number),
      body: text,
    });
    const query = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Presupuesto P-2026-0007 v2');
    expect(query.get('body')).toBe(text.replaceAll('\n', '\r\n'));
  });

  it('says the validity as dd/mm/yyyy', () => {
    expect(validUntilText('2026-03-31')).toBe('Válido hasta 31/03/2026');
  });

  it('refuses a day that is none, naming it', () => {
    expect(() => validUntilText('2026-02-30')).toThrow(
      new RangeError('Not a calendar day: 2026-02-30'),
    );
  });
});

describe('with the customer’s link', () => {
  const LINK = 'https://panel.vasos.test/c/q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX';

  it('is short: the greeting, the number and total, the link; never a line', () => {
    const shown = quote();
    const text = presupuestoMessage({ ...shown, link: LINK, signature: 'Vasos S.L.' });
    expect(text).toBe(
      [
        'Hola, Ana García:',
        '',
        `Le enviamos el presupuesto P-2026-0007 v2, total con IVA (21${NBSP}%): ${text.match(/: ([\d.,]+\u00a0€)\.$/m)?.[1]}.`,
        `Puede verlo y aceptarlo aquí: ${LINK}`,
        '',
        'Un saludo,',
        'Vasos S.L.',
      ].join('\n'),
    );
    expect(text).not.toContain('Vaso 200');
    expect(text).not.toContain(validUntilText(shown.validUntil));
  });

  it('carries the total as the PDF writes it', () => {
    const text = presupuestoMessage({ ...quote(), link: LINK });
    const full = presupuestoMessage(quote());
    const total = /Total con IVA \([^)]*\): (.*)$/m.exec(full)?.[1];
    expect(total).toBeTruthy();
    expect(text).toContain(`: ${total}.`);
  });

  it.each([null, '', '   ', 'Datos suprimidos'])(
    'greets without a name when there is none, or it was erased: %p',
    (customerName) => {
      const text = presupuestoMessage({ ...quote({ customerName }), link: LINK });
      expect(text.split('\n')[0]).toBe('Hola:');
    },
  );

  it('signs off plainly without a signature', () => {
    const text = presupuestoMessage({ ...quote(), link: LINK, signature: ' ' });
    expect(text.endsWith(`aquí: ${LINK}\n\nUn saludo.`)).toBe(true);
  });

  it('without a link is the whole message, as before', () => {
    expect(presupuestoMessage({ ...quote(), link: null })).toBe(presupuestoMessage(quote()));
  });
});
