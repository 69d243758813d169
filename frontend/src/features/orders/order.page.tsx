import { Container } from '@mantine/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { FingerprintLoader } from '../../shared/fingerprint-loader';
import { LoadError } from '../../shared/load-error';
import { usePageTitle } from '../../shared/use-page-title';
import { useAuthSession } from '../auth/use-auth-session';
import { OrderContent } from './order-content';
import { OrderNotFound } from './order-not-found';
import { orderPollInterval } from './order-polling';
import { useOrderPageQuery } from './order.page.generated';

function pageTitle(number: string | undefined, loading: boolean): string {
  if (number) return `Order ${number}`;
  return loading ? 'Loading order' : 'Order Not Found';
}

/** Where the payment provider sends the customer back to, and where the confirmation email links. */
export function OrderPage() {
  const { orderId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get('access');
  // A signed-in owner needs no token but does need their bearer token sent, so the query waits
  // until the browser knows whether anyone is signed in.
  const sessionKnown = useAuthSession().status !== 'loading';
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useOrderPageQuery({
    variables: { id: orderId, accessToken },
    skip: !sessionKnown,
    // The order moves on without the browser, so a cached copy is never the last word.
    fetchPolicy: 'cache-and-network',
    // A tab in the background has no one to show the change to.
    skipPollAttempt: () => document.hidden,
  });
  // A failed poll leaves `data` empty; the order as last seen stays on screen meanwhile.
  const order = (data ?? previousData)?.order ?? null;
  const pollInterval = orderPollInterval(order?.state);

  useEffect(() => {
    if (pollInterval > 0) startPolling(pollInterval);
    else stopPolling();
  }, [pollInterval, startPolling, stopPolling]);

  const waiting = !sessionKnown || (loading && !order);
  usePageTitle(pageTitle(order?.number, waiting));

  if (waiting) {
    return (
      <Container size="md">
        <FingerprintLoader />
      </Container>
    );
  }
  if (order) return <OrderContent order={order} access={{ orderId, accessToken }} />;
  if (error) {
    return (
      <Container size="sm" py="xl">
        <LoadError onRetry={() => void refetch()} />
      </Container>
    );
  }
  return <OrderNotFound />;
}
