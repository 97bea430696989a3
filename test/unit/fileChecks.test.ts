import { checkFile } from '../../server/archivos/fileChecks';
import { exeFile, htmlFile, pdfFile, pngFile, svgFile } from '../support/archivoFixtures';

// A file's type is read from its content, and a refusal says what was found (docs/messages.md,
// "Files"): the kinds most often sent by mistake are named, by their own structure.
const refusal = (nombre: string, bytes: Buffer) => {
  const checked = checkFile({ nombre, bytes });
  return checked.ok ? 'stored' : checked.message;
};

describe('a file that is not what its name says', () => {
  it.each([
    ['logo.png', 'su contenido es un PDF, no un PNG.', pdfFile()],
    ['logo.svg', 'su contenido es una página web (HTML), no un SVG.', htmlFile()],
    ['logo.png', 'su contenido es un programa (EXE), no un PNG.', exeFile()],
    ['logo.jpg', 'un archivo comprimido (ZIP', Buffer.from('PK\x03\x04rest of a zip', 'latin1')],
    ['logo.png', 'su contenido es una imagen GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
  ])('%s is refused naming what was found: “%s”', (nombre, found, bytes) => {
    const message = refusal(nombre, bytes);
    expect(message).toMatch(
      new RegExp(`^El archivo ${nombre.replace('.', '\\.')} no es lo que dice ser: `),
    );
    expect(message).toContain(found);
    expect(message).toMatch(/ Nada se ha guardado\.$/);
  });

  it('whose name claims none of the four either is refused naming its content', () => {
    expect(refusal('logo.exe', exeFile())).toBe(
      'El archivo logo.exe no es un PDF, PNG, JPEG ni SVG: su contenido es un programa (EXE). Nada se ha guardado.',
    );
  });

  it('a whole SVG with a script in it, and a text starting `MZ`, are not taken for a page or a program', () => {
    expect(refusal('logo.svg', svgFile())).toBe('stored');
    expect(refusal('logo.png', Buffer.from('MZ not an image at all'))).toMatch(
      /^El archivo no es un PDF, PNG, JPEG ni SVG completo/,
    );
    expect(refusal('logo.png', pngFile())).toBe('stored');
  });
});
