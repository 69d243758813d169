import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

/** Pause after the last keystroke before a search is applied. */
export const searchDebounceMs = 300;

/**
 * Local text for an input whose committed value lives elsewhere (the URL). Typing updates
 * the text at once and commits it after a pause; a committed value changed from outside,
 * such as by "Clear filters" or the Back button, replaces the text.
 */
export function useDebouncedCommit(
  committed: string,
  commit: (value: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(committed);
  const [lastSeenCommitted, setLastSeenCommitted] = useState(committed);
  const [debouncedText] = useDebouncedValue(text, searchDebounceMs);

  if (committed !== lastSeenCommitted) {
    setLastSeenCommitted(committed);
    setText(committed);
  }

  // Read through a ref so the effect runs only when the debounced text settles,
  // not when the committed value changes underneath it.
  const latest = useRef({ committed, commit });
  useEffect(() => {
    latest.current = { committed, commit };
  });

  useEffect(() => {
    if (debouncedText !== latest.current.committed) latest.current.commit(debouncedText);
  }, [debouncedText]);

  return [text, setText];
}
