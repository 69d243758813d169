import { useState } from 'react';
import type { ShippingRegion } from '../../graphql/types.generated';
import type { HardCopyStoryFieldsFragment } from './hard-copy-offer.generated';
import type { AddedHardCopy } from './hard-copy-notification';
import { northAmericanCountryOf } from './north-american-country';
import { usePrefilledAddress } from './prefilled-address';
import type { ShippingAddressValues } from './shipping-address';
import { ShippingAddressStep } from './shipping-address-step';
import { ShippingOptionStep } from './shipping-option-step';
import { hardCopyProductId, shippingOptionOf } from './shipping-options';
import type { AddHardCopy } from './use-add-hard-copy';

interface HardCopyOrderProps {
  story: HardCopyStoryFieldsFragment;
  processing: boolean;
  add: AddHardCopy['add'];
  onCancel: () => void;
  onAdded: (hardCopy: AddedHardCopy) => void;
}

/** The country kept across "Change option" when it fits the new option, in the form the option shows it. */
function countryFor(region: ShippingRegion, country: string): string {
  const northAmerican = northAmericanCountryOf(country);
  if (region === 'NORTH_AMERICA') return northAmerican ?? '';
  return northAmerican ? '' : country;
}

/** The two steps; the address typed survives going back to change the option. */
export function HardCopyOrder({ story, processing, add, onCancel, onAdded }: HardCopyOrderProps) {
  const prefilled = usePrefilledAddress();
  const [region, setRegion] = useState<ShippingRegion | null>(null);
  const [previous, setPrevious] = useState<ShippingRegion | null>(null);
  const [values, setValues] = useState<ShippingAddressValues>(prefilled);
  // The profile may arrive after the dialog opened: what it knows fills the fields still empty.
  const [lastPrefilled, setLastPrefilled] = useState(prefilled);
  if (prefilled.email !== lastPrefilled.email || prefilled.fullName !== lastPrefilled.fullName) {
    setLastPrefilled(prefilled);
    setValues((typed) => ({ ...typed, fullName: typed.fullName || prefilled.fullName, email: typed.email || prefilled.email }));
  }
  const productId = region && hardCopyProductId(story, region);

  const choose = (chosen: ShippingRegion) => {
    setValues((typed) => ({ ...typed, country: countryFor(chosen, typed.country) }));
    setRegion(chosen);
  };
  const changeOption = () => {
    setPrevious(region);
    setRegion(null);
  };

  if (!region || !productId) {
    return <ShippingOptionStep story={story} previous={previous} onChoose={choose} onCancel={onCancel} />;
  }
  const option = shippingOptionOf(region);
  return (
    <ShippingAddressStep
      option={option}
      productId={productId}
      values={values}
      onValuesChange={setValues}
      processing={processing}
      add={add}
      onChangeOption={changeOption}
      onCancel={onCancel}
      onAdded={() =>
        onAdded({
          storyId: story.id,
          storyTitle: story.title,
          option,
          shipsTo: `${values.city.trim()}, ${values.country.trim()}`,
        })
      }
    />
  );
}
