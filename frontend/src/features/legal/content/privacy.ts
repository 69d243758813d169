import { colorSchemeStorageKey } from '../../../app/color-scheme-manager';
import {
  bullets,
  code,
  contactCard,
  emailLink,
  paragraph,
  section,
  strong,
  type LegalDocumentContent,
  type LegalParties,
} from '../legal-content';

export function privacyContent(parties: LegalParties): LegalDocumentContent {
  const { companyName, supportEmail } = parties;

  return {
    title: 'Privacy Policy',
    effective: '2025-01-01',
    lastUpdated: '2025-02-20',
    summary:
      'What personal information the Cold Case Kits shop collects, why, who helps us process it, how long we keep it and the choices you have.',
    sections: [
      section(
        'who-we-are',
        'Who we are',
        paragraph(
          `${companyName} runs the Cold Case Kits shop and is responsible for the personal information described in this policy. In it, “we”, “us” and “our” refer to ${companyName}, whose contact details are in the last section.`,
        ),
        paragraph(
          'This policy covers the shop, the kits you get through it and the messages you send us. It does not cover other websites that we link to.',
        ),
      ),
      section(
        'information-we-collect',
        'Information we collect',
        paragraph('We collect only what we need to run the shop:'),
        bullets(
          [
            strong('Account details.'),
            ' When you create an account, your name and email address reach us through our sign-in provider. We keep them with your credits and the kits in your library.',
          ],
          [
            strong('Orders.'),
            ' What you buy and when, and the email address for your order. For a printed copy, also the name, postal address and, if you give it, phone number for delivery. For a custom mystery, the brief you send us, including the setting and the suspects you describe.',
          ],
          [
            strong('Analytics events.'),
            ' The pages you view, the page you came from, the links and buttons you use, the stories you open or add to your cart, the forms you fill in and the files you download, each with the time it happened. If you are signed in, these events are linked to your account.',
          ],
          [strong('Communications.'), ' The messages you send us, for example to our support team, and our replies.'],
        ),
        paragraph('We never receive your full card details: our payment processor handles them.'),
      ),
      section(
        'how-we-use-it',
        'Why we use it',
        paragraph('We use personal information to:'),
        bullets(
          'create and run your account, your library and your credits;',
          'take payment, deliver your downloads, ship printed copies and write custom mysteries;',
          'send order confirmations, download links and answers to your questions;',
          'understand how the shop is used, so that we can fix problems and improve it;',
          'prevent fraud and misuse, and keep the records that the law requires.',
        ),
      ),
      section(
        'service-providers',
        'Service providers',
        paragraph(
          'We share personal information only with the service providers that help us run the shop, and only what each one needs for its task:',
        ),
        bullets(
          [strong('Payment processor:'), ' takes payment through its hosted checkout and keeps your cart and orders.'],
          [
            strong('Email and form services:'),
            ' deliver order confirmations, download links and our replies, and pass printed-copy orders and custom-mystery briefs to us.',
          ],
          [strong('Sign-in provider:'), ' manages creating accounts and signing in.'],
          [strong('Analytics service:'), ' records the analytics events described above.'],
        ),
        paragraph(
          'Some of these providers may store information outside Canada. We also disclose personal information when the law requires us to.',
        ),
      ),
      section(
        'retention',
        'How long we keep it',
        bullets(
          [strong('Account information:'), ' for as long as your account exists, and for 2 years after it is closed.'],
          [strong('Purchase records:'), ' for 7 years, for tax and accounting purposes.'],
          [strong('Communications:'), ' for 3 years.'],
        ),
        paragraph('After that, we delete the information or make it anonymous.'),
      ),
      section(
        'children',
        'Children',
        paragraph(
          'The shop does not serve children under 13, and we do not knowingly collect personal information from them. If you believe that a child under 13 has given us personal information, contact us and we will delete it.',
        ),
      ),
      section(
        'your-rights',
        'Your rights',
        paragraph('You can ask us to:'),
        bullets(
          'give you access to the personal information we hold about you;',
          'correct information that is inaccurate or incomplete;',
          'delete your information, apart from records that the law requires us to keep.',
        ),
        paragraph(
          'Send your request to ',
          emailLink(supportEmail),
          '. We may need to confirm your identity before we act on it. If you are not satisfied with our answer, you can complain to the privacy regulator where you live; in Canada, that is the Office of the Privacy Commissioner of Canada.',
        ),
      ),
      section(
        'cookies-and-storage',
        'Cookies and local storage',
        paragraph('The shop keeps a few small items in your browser:'),
        bullets(
          [
            strong('Theme'),
            ' (local storage, under ',
            code(colorSchemeStorageKey),
            ') remembers whether you chose the light, dark or system theme.',
          ],
          [
            strong('Cart'),
            ' (local storage) keeps the items in your cart and the email address you gave for checkout, so your cart is still there when you return.',
          ],
          [
            strong('Custom-mystery draft'),
            ' (session storage) keeps a custom-mystery request you have not sent yet, until you close the tab.',
          ],
          [
            strong('Analytics'),
            ' (a cookie kept for up to 365 days, and local storage) recognizes your browser between visits, groups your activity into 30-minute sessions and holds events that have not been sent yet.',
          ],
        ),
        paragraph(
          'You can clear these items in your browser settings at any time. The shop then forgets your theme and your cart.',
        ),
      ),
      section(
        'changes',
        'Changes to this policy',
        paragraph(
          'We may update this policy as the shop changes. An updated policy applies from the moment it is posted on this page, and the “Last updated” date at the top shows when that was.',
        ),
      ),
      section(
        'contact',
        'Contact us',
        paragraph('For questions about this policy or about your personal information, contact us:'),
        contactCard(parties),
      ),
    ],
  };
}
