import { useCallback, useRef } from 'react';

export interface FocusHandoff {
  /** For the element that takes focus. */
  ref: (element: HTMLElement | null) => void;
  /**
   * Focuses the element now, or as soon as it mounts. A late focus lands only while focus is
   * still where it was when asked, or nowhere: it never takes focus from where the user has
   * moved it meanwhile.
   */
  focus: () => void;
}

/**
 * Focus for the element that takes the place of one that goes away, such as "In your library"
 * after Use Credits: the button leaves once the story is owned, and the link arrives with the
 * library's answer, perhaps only after the dialog that spent the credits has closed.
 */
export function useFocusHandoff(): FocusHandoff {
  const element = useRef<HTMLElement | null>(null);
  // While the element is awaited: what had focus when it was asked for.
  const awaited = useRef<{ from: Element | null } | null>(null);

  const ref = useCallback((node: HTMLElement | null) => {
    element.current = node;
    const request = awaited.current;
    if (!node || !request) return;
    awaited.current = null;
    if (focusStaysAt(request.from)) node.focus();
  }, []);

  const focus = () => {
    if (element.current) element.current.focus();
    else awaited.current = { from: document.activeElement };
  };

  return { ref, focus };
}

/** Focus has not moved from `from`, or has dropped to the page because what had it went away. */
function focusStaysAt(from: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === from;
}
