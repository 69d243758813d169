import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StoryCover } from './story-cover';

const COVER = '/images/stories/covers/salt-marsh-0123456789ab.webp';
const SMALL_COVER = '/images/stories/small-covers/salt-marsh-0123456789ab.webp';

describe('StoryCover', () => {
  it('offers the small and the full cover for the browser to choose by width', () => {
    renderWithProviders(<StoryCover cover={COVER} smallCover={SMALL_COVER} title="The Salt Marsh Ledger" />);
    const image = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(image).toHaveAttribute('srcset', `${SMALL_COVER} 720w, ${COVER} 1200w`);
    expect(image).toHaveAttribute('src', COVER);
  });

  it('falls back to the full cover when the chosen width fails, and to a placeholder when that fails too', () => {
    renderWithProviders(<StoryCover cover={COVER} smallCover={SMALL_COVER} title="The Salt Marsh Ledger" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' }));
    const fullCover = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(fullCover).toHaveAttribute('src', COVER);
    expect(fullCover).not.toHaveAttribute('srcset');
    expect(fullCover).not.toHaveAttribute('sizes');

    fireEvent.error(fullCover);
    const placeholder = screen.getByRole('img', { name: 'Cover art for The Salt Marsh Ledger' });
    expect(placeholder.tagName).toBe('DIV');
  });

  it('tries the widths again for another story', () => {
    const { rerender } = renderWithProviders(<StoryCover cover={COVER} smallCover={SMALL_COVER} title="The Salt Marsh Ledger" />);
    fireEvent.error(screen.getByRole('img'));
    fireEvent.error(screen.getByRole('img'));
    rerender(<StoryCover cover="/images/stories/covers/other.webp" smallCover="/images/stories/small-covers/other.webp" title="Another" />);
    expect(screen.getByRole('img', { name: 'Cover art for Another' })).toHaveAttribute('srcset', '/images/stories/small-covers/other.webp 720w, /images/stories/covers/other.webp 1200w');
  });
});
