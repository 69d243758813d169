import {
  bullets,
  contactCard,
  emailLink,
  pageLink,
  paragraph,
  section,
  strong,
  type LegalDocumentContent,
  type LegalParties,
} from '../legal-content';

export function refundContent(parties: LegalParties): LegalDocumentContent {
  return {
    title: 'Refund Policy',
    effective: '2025-01-01',
    lastUpdated: '2025-02-20',
    summary: 'How to ask for a refund, the time limits that apply and how long each step takes.',
    sections: [
      section(
        'overview',
        'Overview',
        paragraph(
          'We want every case you buy from us to be a good one. If something is wrong with a purchase, this policy explains how to ask for your money back. It applies to everything bought in the Cold Case Kits shop and forms part of our ',
          pageLink('/terms', 'Terms of Service'),
          '.',
        ),
        paragraph('It does not affect your rights under consumer protection law.'),
      ),
      section(
        'time-limits',
        'Time limits',
        bullets(
          [strong('Refund requests:'), ' within 14 days of the date of purchase.'],
          [
            strong('Technical problems:'),
            ' report them within 7 days of purchase, for example a download that fails, a file that will not open or pages that are missing.',
          ],
        ),
        paragraph('We cannot promise to accept a request that reaches us after these periods.'),
      ),
      section(
        'how-to-ask',
        'How to ask for a refund',
        paragraph('Email us at ', emailLink(parties.supportEmail), ' and include:'),
        bullets(
          'the email address you used for the order;',
          'the name of the kit and the date you bought it;',
          'the reason for your request and, for a technical problem, what happened and on which device and browser.',
        ),
      ),
      section(
        'processing',
        'How we handle your request',
        paragraph(
          'We review every request and may ask you for more details. Processing a request can take up to 30 days from the day we receive it, and we will tell you by email whether it is approved.',
        ),
        paragraph(
          'An approved refund is paid through our payment processor within 5 to 10 business days. When it appears on your statement depends on your bank or card issuer.',
        ),
      ),
      section(
        'store-credit',
        'Store credit',
        paragraph('If you accept store credit instead of a refund, that credit:'),
        bullets(
          'is valid for 24 months from the day it is issued;',
          'is non-transferable, so only the account it was issued to can use it;',
          'cannot be exchanged for cash.',
        ),
      ),
      section(
        'contact',
        'Questions',
        paragraph('Not sure whether a purchase qualifies? Ask us before you send a request:'),
        contactCard(parties),
      ),
    ],
  };
}
