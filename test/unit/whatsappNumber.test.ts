import { whatsappNumber } from '../../contract/phoneNumbers';

describe('whatsappNumber', () => {
  it.each([
    ['612 345 678', '34612345678'],
    ['612345678', '34612345678'],
    ['612.345.678', '34612345678'],
    ['612-34-56-78', '34612345678'],
    ['(612) 345 678', '34612345678'],
    ['712 345 678', '34712345678'],
    ['912 34 56 78', '34912345678'],
    [' 612 345 678 ', '34612345678'],
    ['612\u00a0345\u00a0678', '34612345678'],
    ['34 612 345 678', '34612345678'],
    // Without a prefix a (0) is a digit, even in a number holding 00.
    ['600 (0)12 345', '34600012345'],
  ])('gives a Spanish number written without prefix the 34: %p', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });

  it.each([
    ['+34 612-345-678', '34612345678'],
    ['+34612345678', '34612345678'],
    ['0034612345678', '34612345678'],
    ['00 34 612 34 56 78', '34612345678'],
    ['(+34) 612 345 678', '34612345678'],
    ['+52 55 1234 5678', '525512345678'],
    ['0052 55 1234 5678', '525512345678'],
    ['+1 (555) 123-4567', '15551234567'],
    ['+44 (0)20 7946 0958', '442079460958'],
    ['+351 912 345 678', '351912345678'],
    ['+12345678', '12345678'],
    // 34 and seven digits: too short for Spain's nine, so read as any international number.
    ['+34 1234567', '341234567'],
    ['+123456789012345', '123456789012345'],
    // The (0) is dropped only after a prefix, the prefix read only once the spaces around are gone.
    [' +44 (0)20 7946 0958 ', '442079460958'],
  ])('understands the + and 00 prefixes: %p', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });

  it.each([
    ['', 'nothing'],
    ['   ', 'only spaces'],
    ['612', 'too short'],
    ['abc', 'letters'],
    ['612 345 678 ext. 2', 'letters after the number'],
    ['61234567', 'eight Spanish digits'],
    ['6123456789', 'ten digits without prefix'],
    ['512 345 678', 'no Spanish number starts with 5'],
    ['0612345678', 'a trunk 0 Spain does not use'],
    ['+34 612 345 6789', 'ten digits after 34'],
    ['+34 512 345 678', 'no Spanish number after 34'],
    ['+1234567', 'seven digits in all'],
    ['+1234567890123456', 'sixteen digits, longer than E.164 allows'],
    ['+0123456789', 'a country code starting with 0'],
    ['++34612345678', 'two plus signs'],
    ['+34 612 345 678 / 699 111 222', 'two numbers'],
    ['６１２３４５６７８', 'full-width digits'],
    ['612 (0)34 5678', 'a (0) without prefix, which counts as a digit'],
    ['612 345 678+', 'a + after the number'],
  ])('gives nothing for %p (%s)', (phone) => {
    expect(whatsappNumber(phone)).toBeUndefined();
  });
});
