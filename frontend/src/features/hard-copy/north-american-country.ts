/** The countries the North America option ships to, as the address form offers them. */
export const northAmericanCountries = ['United States', 'Canada', 'Mexico'] as const;

export type NorthAmericanCountry = (typeof northAmericanCountries)[number];

// The names and codes the shop recognises (it checks again): folded as `fold` does.
const aliases: ReadonlyMap<string, NorthAmericanCountry> = new Map([
  ['united states', 'United States'],
  ['united states of america', 'United States'],
  ['usa', 'United States'],
  ['us', 'United States'],
  ['canada', 'Canada'],
  ['ca', 'Canada'],
  ['mexico', 'Mexico'],
  ['mx', 'Mexico'],
]);

/** "México", "U.S.A." and " usa " read alike: accents and dots dropped, spaces single, lower case. */
function fold(country: string): string {
  return country
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\./g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** The North American country a typed name or code stands for, or null for any other country. */
export function northAmericanCountryOf(country: string): NorthAmericanCountry | null {
  return aliases.get(fold(country)) ?? null;
}
