/** Spec section 8: an API call answered 401 sends the browser to sign in afresh. */
export function redirectToSignIn(): void {
  window.location.assign('/sign-in');
}
