import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a question takes to open or close. */
export const questionTransitionMs = 200;

export interface LinkedQuestion {
  openId: string | null;
  setOpenId: (id: string | null) => void;
}

/**
 * The open FAQ question, tied to the address: following /faq#<id> opens that question and
 * scrolls to it, and opening a question puts its id in the address bar, ready to share.
 */
export function useLinkedQuestion(questionIds: ReadonlySet<string>): LinkedQuestion {
  const location = useLocation();
  const hashId = location.hash.slice(1);
  const linkedId = questionIds.has(hashId) ? hashId : null;
  // A fragment-only navigation keeps the router's key, so the hash is part of what makes a visit new.
  const visit = `${location.key}${location.hash}`;
  const [openId, setOpenIdState] = useState(linkedId);
  const [followedVisit, setFollowedVisit] = useState(visit);

  // Every navigation to a question's link opens it, including one made while the page is showing.
  if (visit !== followedVisit) {
    setFollowedVisit(visit);
    if (linkedId) setOpenIdState(linkedId);
  }

  useEffect(() => {
    if (!linkedId) return;
    // Waits out the layout's scroll-to-top and any question above that is still closing.
    const timer = window.setTimeout(
      () => document.getElementById(linkedId)?.scrollIntoView({ block: 'start' }),
      questionTransitionMs,
    );
    return () => window.clearTimeout(timer);
  }, [visit, linkedId]);

  const setOpenId = (id: string | null) => {
    setOpenIdState(id);
    // Bypasses the router: the address changes without a history entry, a re-render or a scroll jump.
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', id ? `#${id}` : `${pathname}${search}`);
  };

  return { openId, setOpenId };
}
