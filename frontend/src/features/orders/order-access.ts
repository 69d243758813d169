/** What opens an order: its id, and for visitors the token from their confirmation link. */
export interface OrderAccess {
  orderId: string;
  accessToken: string | null;
}
