import { useRef, useState } from 'react';
import { useMarkShipmentShippedMutation } from './mark-shipment-shipped.generated';
import { trackingFieldOf, type TrackingDetails, type TrackingErrors } from './tracking-details';

export type MarkShippedOutcome =
  | { kind: 'shipped' }
  | { kind: 'invalid'; fieldErrors: TrackingErrors }
  /**
   * The shop refused or could not be reached. `moved`: the shipment is no longer to ship (shipped by
   * another admin, or refunded), so the queue is out of date.
   */
  | { kind: 'refused'; message: string; moved: boolean }
  | { kind: 'ignored' };

const unreachable = "The shipment could not be updated. Check your connection and try again.";

/** Marks one shipment shipped; the answer updates it wherever it is shown, through the cache. */
export function useMarkShipped(shipmentId: string) {
  const [markShipped] = useMarkShipmentShippedMutation();
  const [saving, setSaving] = useState(false);
  // A ref, not the state: two submits in the same frame both see `saving` still false.
  const inFlight = useRef(false);

  const mark = async ({ carrier, trackingNumber }: TrackingDetails): Promise<MarkShippedOutcome> => {
    if (inFlight.current) return { kind: 'ignored' };
    inFlight.current = true;
    setSaving(true);
    try {
      const { data } = await markShipped({
        variables: { shipmentId, carrier: carrier.trim(), trackingNumber: trackingNumber.trim() },
      });
      const result = data?.markShipmentShipped;
      if (!result) throw new Error('markShipmentShipped answered without data');
      if (result.__typename === 'Shipment') return { kind: 'shipped' };
      if (result.__typename === 'InvalidDetailsError') {
        const fieldErrors: TrackingErrors = {};
        for (const { field, message } of result.fieldErrors) {
          const known = trackingFieldOf(field);
          if (known) fieldErrors[known] = message;
        }
        return Object.keys(fieldErrors).length > 0
          ? { kind: 'invalid', fieldErrors }
          : { kind: 'refused', message: result.message, moved: false };
      }
      return { kind: 'refused', message: result.message, moved: result.__typename === 'InvalidTransitionError' };
    } catch (error) {
      console.error('Marking a shipment shipped failed', error);
      return { kind: 'refused', message: unreachable, moved: false };
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return { saving, mark };
}
