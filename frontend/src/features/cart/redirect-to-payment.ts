/** Sends the browser to the payment provider's hosted checkout page. */
export function redirectToPayment(url: string): void {
  window.location.assign(url);
}
