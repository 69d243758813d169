import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusHandoff } from './use-focus-handoff';

/** A button that gives way to a link, as Use Credits gives way to "In your library". */
function Handoff({ linkFirst = false }: { linkFirst?: boolean }) {
  const handoff = useFocusHandoff();
  const [used, setUsed] = useState(false);
  const [linked, setLinked] = useState(linkFirst);

  return (
    <>
      {!used && (
        <button
          type="button"
          onClick={() => {
            handoff.focus();
            setUsed(true);
          }}
        >
          Use
        </button>
      )}
      <button type="button">Elsewhere</button>
      <button type="button" onClick={() => setLinked(true)}>
        Show link
      </button>
      {linked && (
        <a ref={handoff.ref} href="/library">
          Library
        </a>
      )}
    </>
  );
}

describe('useFocusHandoff', () => {
  it('focuses an element already on screen at once', async () => {
    render(<Handoff linkFirst />);

    await userEvent.click(screen.getByRole('button', { name: 'Use' }));

    expect(screen.getByRole('link', { name: 'Library' })).toHaveFocus();
  });

  it('focuses an element that mounts later, when focus has dropped with what had it', async () => {
    render(<Handoff />);
    await userEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(document.body).toHaveFocus();

    // A click that leaves focus where it is, as the library's answer arriving would.
    fireEvent.click(screen.getByRole('button', { name: 'Show link' }));

    expect(await screen.findByRole('link', { name: 'Library' })).toHaveFocus();
  });

  it('leaves focus where the user has moved it meanwhile', async () => {
    render(<Handoff />);
    await userEvent.click(screen.getByRole('button', { name: 'Use' }));

    await userEvent.click(screen.getByRole('button', { name: 'Show link' }));

    expect(await screen.findByRole('link', { name: 'Library' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show link' })).toHaveFocus();
  });
});
