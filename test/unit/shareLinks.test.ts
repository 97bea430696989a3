import { mailtoUrl, whatsappUrl } from '../../contract/shareLinks';

const TEXT = 'Hola, Ana:\n\nTotal con IVA (21\u00a0%): 1.234,56\u00a0€ & más?';

describe('whatsappUrl', () => {
  it('opens a chat with the number and the text, encoded so it arrives as written', () => {
    const url = whatsappUrl('34612345678', TEXT);
    expect(url).toBe(
      'https://wa.me/34612345678?text=Hola%2C%20Ana%3A%0A%0ATotal%20con%20IVA%20(21%C2%A0%25)' +
        '%3A%201.234%2C56%C2%A0%E2%82%AC%20%26%20m%C3%A1s%3F',
    );
    const parsed = new URL(url);
    expect(parsed.host).toBe('wa.me');
    expect(parsed.pathname).toBe('/34612345678');
    expect(parsed.searchParams.get('text')).toBe(TEXT);
  });

  it.each(['+34612345678', '612 345 678', ''])('refuses a number that is not digits: %p', (n) => {
    expect(() => whatsappUrl(n, TEXT)).toThrow(new RangeError('A WhatsApp number is digits only'));
  });
});

describe('mailtoUrl', () => {
  it('fills in the address, the subject and the body, line breaks as CRLF', () => {
    const url = mailtoUrl({
      to: 'ana@example.com',
      subject: 'Presupuesto P-2026-0007 v2',
      body: TEXT,
    });
    expect(url).toBe(
      'mailto:ana@example.com?subject=Presupuesto%20P-2026-0007%20v2' +
        '&body=Hola%2C%20Ana%3A%0D%0A%0D%0ATotal%20con%20IVA%20(21%C2%A0%25)%3A%201.234%2C56' +
        '%C2%A0%E2%82%AC%20%26%20m%C3%A1s%3F',
    );
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe('Presupuesto P-2026-0007 v2');
    expect(query.get('body')).toBe(TEXT.replace(/\n/g, '\r\n'));
  });

  it('keeps CRLF already in the body as one line break', () => {
    expect(mailtoUrl({ subject: 's', body: 'a\r\nb' })).toBe('mailto:?subject=s&body=a%0D%0Ab');
  });

  it.each([null, undefined, ''])('leaves the address empty when there is none: %p', (to) => {
    expect(mailtoUrl({ to, subject: 'Presupuesto', body: 'x' })).toBe(
      'mailto:?subject=Presupuesto&body=x',
    );
  });

  it('encodes what an address may hold that would break the link', () => {
    expect(mailtoUrl({ to: ' ana+fiestas@example.com ', subject: 's', body: 'b' })).toBe(
      'mailto:ana%2Bfiestas@example.com?subject=s&body=b',
    );
    expect(mailtoUrl({ to: 'a?b=c&d@example.com', subject: 's', body: 'b' })).toBe(
      'mailto:a%3Fb%3Dc%26d@example.com?subject=s&body=b',
    );
  });
});
