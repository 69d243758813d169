import { useRef, useState } from 'react';

/**
 * Runs one action at a time: one started while another runs is ignored, so a double click or a
 * second Enter sends nothing twice.
 */
export function useSingleFlight() {
  const [running, setRunning] = useState(false);
  // A ref, not the state: two submits in the same frame both see `running` still false.
  const inFlight = useRef(false);

  /** The action's answer, or null when it was ignored. */
  const run = async <T>(action: () => Promise<T>): Promise<T | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setRunning(true);
    try {
      return await action();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return { running, run };
}
