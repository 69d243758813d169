import { Alert, Anchor, Button, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCartPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatPriceCents } from '../../shared/format/format-price';
import classes from './hard-copy-steps.module.css';
import { northAmericanCountries } from './north-american-country';
import {
  shippingAddressFields,
  shippingAddressProblems,
  type ShippingAddressErrors,
  type ShippingAddressField,
  type ShippingAddressValues,
} from './shipping-address';
import { ShippingOptionIcon } from './shipping-option-icon';
import type { ShippingOption } from './shipping-options';
import type { AddHardCopyOutcome } from './use-add-hard-copy';

const orderFailed = 'There was an error processing your order. Please try again.';

interface Problem {
  title: string;
  detail: string | null;
}

interface ShippingAddressStepProps {
  option: ShippingOption;
  productId: string;
  values: ShippingAddressValues;
  onValuesChange: (values: ShippingAddressValues) => void;
  processing: boolean;
  add: (productId: string, address: ShippingAddressValues) => Promise<AddHardCopyOutcome>;
  onChangeOption: () => void;
  onCancel: () => void;
  onAdded: () => void;
}

type FieldElement = HTMLInputElement | HTMLSelectElement;

function firstFieldOf(errors: ShippingAddressErrors): ShippingAddressField | null {
  return shippingAddressFields.find((field) => errors[field] !== undefined) ?? null;
}

/** Step 2: where the copy ships. Each field says what is wrong with it, from this form or from the shop. */
export function ShippingAddressStep(props: ShippingAddressStepProps) {
  const { option, productId, values, onValuesChange, processing, add, onChangeOption, onCancel, onAdded } = props;
  // Problems show from the first submit on, then follow the typing. Shown on leaving a field
  // instead, a message appearing would move the submit button from under a finger on its way to it.
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ShippingAddressErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const fields = useRef<Partial<Record<ShippingAddressField, FieldElement | null>>>({});
  // Focus moves once the errors are on screen, so the field is read out with its message.
  const [focusRequest, setFocusRequest] = useState<{ field: ShippingAddressField } | null>({ field: 'fullName' });

  useEffect(() => {
    if (focusRequest) fields.current[focusRequest.field]?.focus();
  }, [focusRequest]);

  const problems = shippingAddressProblems(values, option.region);
  const errorOf = (field: ShippingAddressField): string | undefined =>
    (submitted ? problems[field] : undefined) ?? serverErrors[field];

  const change = (field: ShippingAddressField) => (event: ChangeEvent<FieldElement>) => {
    onValuesChange({ ...values, [field]: event.currentTarget.value });
    if (serverErrors[field]) setServerErrors(({ [field]: _answered, ...others }) => others);
  };

  const fieldProps = (field: ShippingAddressField) => ({
    value: values[field],
    onChange: change(field),
    error: errorOf(field),
    ref: (element: FieldElement | null) => {
      fields.current[field] = element;
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setSubmitted(true);
    setServerErrors({});
    setProblem(null);
    const first = firstFieldOf(problems);
    if (first) {
      setFocusRequest({ field: first });
      return;
    }
    const outcome = await add(productId, values);
    if (outcome.kind === 'added') onAdded();
    if (outcome.kind === 'failed') setProblem({ title: orderFailed, detail: outcome.detail });
    if (outcome.kind === 'invalid') {
      setServerErrors(outcome.fieldErrors);
      if (outcome.message) setProblem({ title: orderFailed, detail: outcome.message });
      const refused = firstFieldOf(outcome.fieldErrors);
      if (refused) setFocusRequest({ field: refused });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={processing || undefined}>
      <Stack gap="md">
        <Text component="h3" className={classes.step}>
          <span className={classes.stepNumber}>Step 2 of 2</span> Where should it ship?
        </Text>
        <div className={classes.chosen}>
          <span className={classes.optionIcon}>
            <ShippingOptionIcon region={option.region} size={20} />
          </span>
          <div className={classes.optionText}>
            <Text fw={600} className={classes.optionLabel}>
              {option.label} · {formatPriceCents(option.priceCents)}
            </Text>
            <Text size="sm" c="dimmed">
              {option.coverage}
            </Text>
          </div>
          <Anchor component="button" type="button" fw={600} onClick={onChangeOption} disabled={processing}>
            Change option
          </Anchor>
        </div>
        <TextInput label="Full Name" required autoComplete="name" {...fieldProps('fullName')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Email"
            description="For news about the shipment"
            type="email"
            required
            autoComplete="email"
            {...fieldProps('email')}
          />
          <TextInput
            label="Phone Number"
            description="Optional, for the carrier"
            type="tel"
            autoComplete="tel"
            {...fieldProps('phone')}
          />
        </SimpleGrid>
        <TextInput label="Street Address" required autoComplete="street-address" {...fieldProps('street')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
          <TextInput label="City" required autoComplete="address-level2" {...fieldProps('city')} />
          <TextInput label="State/Province" required autoComplete="address-level1" {...fieldProps('state')} />
          <TextInput label="ZIP/Postal Code" required autoComplete="postal-code" {...fieldProps('postalCode')} />
          {option.region === 'NORTH_AMERICA' ? (
            <NativeSelect
              label="Country"
              required
              autoComplete="country-name"
              data={[{ value: '', label: 'Choose a country' }, ...northAmericanCountries]}
              {...fieldProps('country')}
            />
          ) : (
            <TextInput label="Country" required autoComplete="country-name" {...fieldProps('country')} />
          )}
        </SimpleGrid>
        {problem && (
          <Alert color="red" variant="light" title={problem.title} icon={<IconAlertTriangle size={18} aria-hidden />}>
            {problem.detail}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={onCancel} disabled={processing}>
            Cancel
          </Button>
          <Button
            type="submit"
            data-disabled={processing || undefined}
            leftSection={
              processing ? <Loader size={16} color="currentColor" aria-hidden /> : <IconShoppingCartPlus size={18} aria-hidden />
            }
          >
            {processing ? 'Processing...' : 'Add Hard Copy to Cart'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
