import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useCatalogueView } from './use-catalogue-view';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/stories?search=harbour']}>{children}</MemoryRouter>;
}

describe('useCatalogueView', () => {
  it('keeps both of two changes made before the page renders again', () => {
    const { result } = renderHook(() => ({ controls: useCatalogueView(), location: useLocation() }), { wrapper });
    act(() => {
      result.current.controls.updateView({ type: 'THEFT' });
      result.current.controls.updateView({ context: 'HIGH_TECH' });
    });
    expect(result.current.controls.view).toMatchObject({ search: 'harbour', type: 'THEFT', context: 'HIGH_TECH' });
    expect(result.current.location.search).toContain('type=theft');
    expect(result.current.location.search).toContain('context=high-tech');
  });
});
