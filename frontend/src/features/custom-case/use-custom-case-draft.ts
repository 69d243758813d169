import { useCallback, useEffect, useState } from 'react';
import { readCustomerEmail } from '../cart/customer-email';
import { useShopper } from '../cart/use-shopper';
import { blankDraft, clearDraft, readDraft, writeDraft, type CustomCaseDraft } from './custom-case-draft';

export interface CustomCaseDraftState {
  /** The draft as the form shows it, the email filled in from what the shop knows when the customer gave none. */
  draft: CustomCaseDraft;
  /** Changes the draft from its latest state; the email only through `setEmail`. */
  update: (change: (draft: CustomCaseDraft) => CustomCaseDraft) => void;
  setEmail: (email: string) => void;
  /** Forgets the draft once its case is in the cart. */
  reset: () => void;
}

/** Spec 3 and 5: the draft lives in session storage; an empty email is pre-filled from the customer's. */
export function useCustomCaseDraft(): CustomCaseDraftState {
  const shopper = useShopper();
  const [typed, setTyped] = useState<CustomCaseDraft>(() => readDraft() ?? blankDraft);
  // Once the customer has typed in the email field, even clearing it, the suggestion steps aside.
  const [emailEdited, setEmailEdited] = useState(() => typed.email !== '');
  const signedIn = shopper.status === 'customer';
  const suggestedEmail = readCustomerEmail({ includeAccount: signedIn }) ?? (signedIn ? shopper.email : null) ?? '';

  // Every change is kept, so a reload or a visit elsewhere loses nothing. The suggested email is
  // not: it is suggested again on return, and leaves with the account on sign-out.
  useEffect(() => {
    if (typed !== blankDraft) writeDraft(typed);
  }, [typed]);

  const update = useCallback((change: (draft: CustomCaseDraft) => CustomCaseDraft) => setTyped(change), []);
  const setEmail = useCallback((email: string) => {
    setEmailEdited(true);
    setTyped((draft) => ({ ...draft, email }));
  }, []);
  const reset = useCallback(() => {
    clearDraft();
    setTyped(blankDraft);
    setEmailEdited(false);
  }, []);

  return { draft: { ...typed, email: emailEdited ? typed.email : suggestedEmail }, update, setEmail, reset };
}
