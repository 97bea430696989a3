import { ERASED_TEXT, isErasedPeticion, isErasedText } from '../../contract/clienteDatos';

describe(`a customer's erased data (docs/server.md, "Customers' data")`, () => {
  it('reads Datos suprimidos, with or without spaces around it', () => {
    expect(isErasedText(ERASED_TEXT)).toBe(true);
    expect(isErasedText(`  ${ERASED_TEXT}\n`)).toBe(true);
  });

  it.each([['Datos'], ['datos suprimidos'], ['Datos suprimidos, 500 vasos'], [''], [null], [7]])(
    'is not erased when it reads %p',
    (value) => {
      expect(isErasedText(value)).toBe(false);
    },
  );

  it('tells an erased request by its order', () => {
    expect(isErasedPeticion({ peticiones: ERASED_TEXT })).toBe(true);
    expect(isErasedPeticion({ peticiones: '500 vasos de 200' })).toBe(false);
  });
});
