import { writeCart } from './cart-cache';
import { inCartWriteQueue } from './cart-write-queue';
import { useSetCartEmailMutation } from './use-save-cart-email.generated';

export type SaveCartEmailResult = { saved: true } | { saved: false; message: string };

export interface SaveCartEmail {
  saving: boolean;
  save: (email: string) => Promise<SaveCartEmailResult>;
}

const saveEmailFailedMessage = "We couldn't save your email. Check your connection and try again.";

/** Tells the shop which email the visitor's cart and order confirmation belong to. */
export function useSaveCartEmail(): SaveCartEmail {
  const [setCartEmail, { loading }] = useSetCartEmailMutation();

  const save = async (email: string): Promise<SaveCartEmailResult> => {
    try {
      const { data } = await inCartWriteQueue(() =>
        setCartEmail({
          variables: { email: email.trim() },
          update: (cache, { data: answer }) => {
            if (answer?.setCartEmail.__typename === 'Cart') writeCart(cache, answer.setCartEmail);
          },
        }),
      );
      const result = data?.setCartEmail;
      if (result?.__typename === 'Cart') return { saved: true };
      return { saved: false, message: result?.message ?? saveEmailFailedMessage };
    } catch (error) {
      console.error('Saving the customer email failed', error);
      return { saved: false, message: saveEmailFailedMessage };
    }
  };

  return { saving: loading, save };
}
