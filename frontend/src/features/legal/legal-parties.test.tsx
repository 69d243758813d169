import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { disclaimerContent } from './content/disclaimer';
import { privacyContent } from './content/privacy';
import { refundContent } from './content/refund';
import { termsContent } from './content/terms';
import type { LegalParties } from './legal-content';
import { LegalDocument } from './legal-document';

const operator: LegalParties = {
  companyName: 'Harbourlight Games Ltd.',
  companyAddress: '7 Quay Lane, Lunenburg, Nova Scotia B0J 2C0, Canada',
  supportEmail: 'casework@harbourlight.test',
};

describe.each([
  { name: 'Privacy Policy', contentFor: privacyContent },
  { name: 'Refund Policy', contentFor: refundContent },
  { name: 'Terms of Service', contentFor: termsContent },
  { name: 'Disclaimer', contentFor: disclaimerContent },
])('$name', ({ contentFor }) => {
  it('names the operator and its contact details from the shop configuration', () => {
    renderWithProviders(<LegalDocument content={contentFor(operator)} />);

    const contactCard = screen.getByText(operator.companyAddress).closest('address');
    expect(contactCard).toHaveTextContent(operator.companyName);
    for (const link of screen.getAllByRole('link', { name: operator.supportEmail })) {
      expect(link).toHaveAttribute('href', `mailto:${operator.supportEmail}`);
    }
  });

  it('hard-codes none of the default operator details', () => {
    renderWithProviders(<LegalDocument content={contentFor(operator)} />);
    const text = document.body.textContent ?? '';

    expect(text).not.toContain('Cold Case Kits Digital');
    expect(text).not.toContain('King Street');
    expect(text).not.toContain('coldcasekits.com');
  });
});
