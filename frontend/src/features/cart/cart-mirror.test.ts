import { describe, expect, it } from 'vitest';
import { CART_MIRROR_KEY, mirrorCartItems } from './cart-mirror';

describe('mirrorCartItems', () => {
  it('stores each product once with quantity 1', () => {
    mirrorCartItems([{ productId: 'kit-a' }, { productId: 'kit-b' }]);
    expect(JSON.parse(window.localStorage.getItem(CART_MIRROR_KEY) ?? 'null')).toEqual([
      { productId: 'kit-a', quantity: 1 },
      { productId: 'kit-b', quantity: 1 },
    ]);
  });

  it('stores an empty list for an empty cart', () => {
    mirrorCartItems([]);
    expect(window.localStorage.getItem(CART_MIRROR_KEY)).toBe('[]');
  });
});
