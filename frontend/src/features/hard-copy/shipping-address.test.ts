import { describe, expect, it } from 'vitest';
import { northAmericanCountryOf } from './north-american-country';
import { addressFieldOf, shippingAddressProblems, toShippingAddressInput, type ShippingAddressValues } from './shipping-address';

const toronto: ShippingAddressValues = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.test',
  street: '12 Harbour Street',
  city: 'Toronto',
  state: 'Ontario',
  postalCode: 'M5J 2N8',
  country: 'Canada',
  phone: '',
};

const paris: ShippingAddressValues = { ...toronto, city: 'Paris', state: 'Île-de-France', postalCode: '75001', country: 'France' };

describe('shippingAddressProblems', () => {
  it('accepts a complete address for its option', () => {
    expect(shippingAddressProblems(toronto, 'NORTH_AMERICA')).toEqual({});
    expect(shippingAddressProblems(paris, 'INTERNATIONAL')).toEqual({});
  });

  it('stops at the limits the shop sets, counted in characters once trimmed', () => {
    const atLimits = { ...paris, fullName: ` ${'é'.repeat(100)} `, street: 's'.repeat(200), city: 'c'.repeat(100), state: 's'.repeat(100), postalCode: '1'.repeat(20), country: 'F'.repeat(60), phone: '1'.repeat(30) };
    expect(shippingAddressProblems(atLimits, 'INTERNATIONAL')).toEqual({});

    const overLimits = { ...paris, fullName: 'n'.repeat(101), street: 's'.repeat(201), city: 'c'.repeat(101), state: 's'.repeat(101), postalCode: '1'.repeat(21), country: 'F'.repeat(61), phone: '1'.repeat(31) };
    expect(shippingAddressProblems(overLimits, 'INTERNATIONAL')).toEqual({
      fullName: 'Keep it to 100 characters or fewer.',
      street: 'Keep it to 200 characters or fewer.',
      city: 'Keep it to 100 characters or fewer.',
      state: 'Keep it to 100 characters or fewer.',
      postalCode: 'Keep it to 20 characters or fewer.',
      country: 'Keep it to 60 characters or fewer.',
      phone: 'Keep it to 30 characters or fewer.',
    });
    expect(shippingAddressProblems({ ...paris, email: `${'a'.repeat(243)}@example.com` }, 'INTERNATIONAL')).toEqual({
      email: 'Keep it to 254 characters or fewer.',
    });
  });

  it('needs every field but the phone', () => {
    const blank = { fullName: ' ', email: '', street: '', city: '', state: '', postalCode: '', country: '', phone: '' };
    expect(Object.keys(shippingAddressProblems(blank, 'INTERNATIONAL'))).toEqual(['fullName', 'email', 'street', 'city', 'state', 'postalCode', 'country']);
    expect(shippingAddressProblems(blank, 'NORTH_AMERICA').country).toBe('Choose the country.');
  });

  it('checks the email, postal code and phone the way the shop does', () => {
    expect(shippingAddressProblems({ ...toronto, email: 'ada@example' }, 'NORTH_AMERICA').email).toBe('Enter an email address like name@example.com.');
    expect(shippingAddressProblems({ ...toronto, email: 'ada@example.test,eve@example.test' }, 'NORTH_AMERICA').email).toBe(
      'Enter an email address like name@example.com.',
    );
    expect(shippingAddressProblems({ ...toronto, postalCode: 'M5J_2N8' }, 'NORTH_AMERICA').postalCode).toBe('Use letters, digits, spaces and hyphens only.');
    expect(shippingAddressProblems({ ...toronto, phone: '+1 (416) 555-0199' }, 'NORTH_AMERICA')).toEqual({});
    expect(shippingAddressProblems({ ...toronto, phone: '416 ext 5' }, 'NORTH_AMERICA').phone).toBe('Use digits, spaces and + ( ) - . only.');
    expect(shippingAddressProblems({ ...toronto, phone: '(12) 34' }, 'NORTH_AMERICA').phone).toBe(
      'Enter at least 5 digits, or leave the phone number empty.',
    );
  });

  it('refuses line breaks and control characters, but keeps angle brackets and quotes as text', () => {
    expect(shippingAddressProblems({ ...toronto, street: '12 Harbour\nStreet' }, 'NORTH_AMERICA').street).toBe(
      'Use ordinary characters: no line breaks, tabs or other control characters.',
    );
    expect(shippingAddressProblems({ ...toronto, fullName: '"><img src=x onerror=alert(1)>' }, 'NORTH_AMERICA')).toEqual({});
  });

  it('names the option to choose when the country is on the other side', () => {
    expect(shippingAddressProblems({ ...paris }, 'NORTH_AMERICA').country).toBe(
      'France is outside North America (USA, Canada, Mexico): choose the International option ($49.95).',
    );
    expect(shippingAddressProblems({ ...paris, country: 'méxico' }, 'INTERNATIONAL').country).toBe(
      'Mexico is in North America: choose the North America option ($34.95).',
    );
  });
});

describe('northAmericanCountryOf', () => {
  it('recognises the names and codes of the USA, Canada and Mexico, whatever their case, accents and dots', () => {
    expect(['United States', 'united states of america', 'U.S.A.', 'us', ' USA '].map(northAmericanCountryOf)).toEqual(
      Array(5).fill('United States'),
    );
    expect(['Canada', 'CA', 'c.a.'].map(northAmericanCountryOf)).toEqual(Array(3).fill('Canada'));
    expect(['México', 'MEXICO', 'mx'].map(northAmericanCountryOf)).toEqual(Array(3).fill('Mexico'));
    expect(['France', 'United Kingdom', 'Canadia', 'Puerto Rico'].map(northAmericanCountryOf)).toEqual(Array(4).fill(null));
  });
});

describe('toShippingAddressInput', () => {
  it('trims every field and leaves an empty phone out', () => {
    expect(toShippingAddressInput({ ...toronto, city: ' Toronto ', phone: '  ' })).toEqual({ ...toronto, phone: null });
    expect(toShippingAddressInput({ ...toronto, phone: ' 416 555 0199 ' }).phone).toBe('416 555 0199');
  });
});

describe('addressFieldOf', () => {
  it("reads the form field from the shop's field path", () => {
    expect(addressFieldOf('shippingAddress.postalCode')).toBe('postalCode');
    expect(addressFieldOf('shippingAddress')).toBeNull();
    expect(addressFieldOf('customCaseBrief.city')).toBeNull();
  });
});
