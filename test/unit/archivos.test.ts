import {
  ARCHIVO_EXTENSIONS,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_NAME_HEADER,
  CLIENTE_SENDER,
  PROOF_NOT_APPROVED,
} from '../../contract/archivos';

// What the dashboard and the API must both say the same way about a request's files: a change
// here changes what the other side reads.
describe('the files of a request, as both programs read them', () => {
  it('takes files of up to 10 MiB', () => {
    expect(ARCHIVO_MAX_BYTES).toBe(10_485_760);
  });

  it('names each kind by its extensions, and no other', () => {
    expect(ARCHIVO_EXTENSIONS).toEqual({
      'application/pdf': ['pdf'],
      'image/png': ['png'],
      'image/jpeg': ['jpg', 'jpeg'],
      'image/svg+xml': ['svg'],
    });
  });

  it('sends the name in its header, says who sent a file, and why a move waits', () => {
    expect(ARCHIVO_NAME_HEADER).toBe('X-File-Name');
    expect(CLIENTE_SENDER).toBe('cliente');
    expect(PROOF_NOT_APPROVED).toBe('boceto_sin_aprobar');
  });
});
