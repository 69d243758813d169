import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { isEmailAddress } from '../../shared/email-address';
import { readCustomerEmail, saveCustomerEmail } from './customer-email';
import { useSaveCartEmail } from './use-save-cart-email';
import { useShopper } from './use-shopper';

interface EmailPromptProps {
  opened: boolean;
  onClose: () => void;
  /** The shop has the email: the cart comes next. */
  onSaved: () => void;
}

/** Spec 2, "Email prompt": a visitor gives the email their cart and order confirmation belong to. */
export function EmailPrompt({ opened, onClose, onSaved }: EmailPromptProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Please enter your email" returnFocus={false}>
      <EmailForm onCancel={onClose} onSaved={onSaved} />
    </Modal>
  );
}

interface EmailFormProps {
  onCancel: () => void;
  onSaved: () => void;
}

// Mounted afresh each time the prompt opens, so an old error never greets the visitor.
function EmailForm({ onCancel, onSaved }: EmailFormProps) {
  const signedIn = useShopper().status === 'customer';
  const [email, setEmail] = useState(() => readCustomerEmail({ includeAccount: signedIn }) ?? '');
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useSaveCartEmail();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!isEmailAddress(email.trim())) {
      setError('Enter your email address, like name@example.com.');
      return;
    }
    setError(null);
    const result = await save(email);
    if (!result.saved) {
      setError(result.message);
      return;
    }
    saveCustomerEmail(email, signedIn ? 'account' : 'visitor');
    onSaved();
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Text c="dimmed">We'll use this to save your cart and send you order confirmation.</Text>
        <TextInput
          type="email"
          label="Email Address"
          placeholder="you@example.com"
          required
          autoComplete="email"
          data-autofocus
          leftSection={<IconMail size={16} aria-hidden />}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Continue to Cart
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
