import { describe, expect, it } from 'vitest';
import { isUsableProductId } from './product-id';

describe('isUsableProductId', () => {
  it.each(['', '  ', '-', ' - '])('refuses %j', (productId) => {
    expect(isUsableProductId(productId)).toBe(false);
  });

  it('accepts a real product id', () => {
    expect(isUsableProductId('kit-salt-marsh-ledger')).toBe(true);
  });
});
