import {
  bullets,
  contactCard,
  emailLink,
  pageLink,
  paragraph,
  section,
  type LegalDocumentContent,
  type LegalParties,
} from '../legal-content';

export function termsContent(parties: LegalParties): LegalDocumentContent {
  const { companyName, supportEmail } = parties;

  return {
    title: 'Terms of Service',
    effective: '2025-01-01',
    lastUpdated: '2025-02-20',
    summary:
      'The agreement between you and us for using the Cold Case Kits shop and the mystery kits you get from it. Please read it before you buy.',
    sections: [
      section(
        'agreement',
        'Agreement to these terms',
        paragraph(
          `${companyName} (“we”, “us”, “our”) runs the Cold Case Kits shop, where you can browse, buy and download fictional cold-case mystery kits, order printed copies and commission custom mysteries. These Terms of Service apply whenever you use the shop, with or without an account.`,
        ),
        paragraph('By using the shop or buying from it, you agree to these terms. If you do not agree, please do not use the shop.'),
        paragraph(
          'Our ',
          pageLink('/privacy', 'Privacy Policy'),
          ', ',
          pageLink('/refund', 'Refund Policy'),
          ' and ',
          pageLink('/disclaimer', 'Disclaimer'),
          ' explain how we handle personal information, how refunds work and what the kits are, and are not, meant for. They form part of these terms.',
        ),
      ),
      section(
        'eligibility-and-accounts',
        'Eligibility and accounts',
        paragraph(
          'The shop is for people aged 13 and over. If you are under the age of majority where you live, use the shop only with the permission and involvement of a parent or guardian, who accepts these terms on your behalf.',
        ),
        paragraph(
          'Some features, such as your library of purchased kits and your credits, need an account. Give accurate information when you create one, and keep it up to date.',
        ),
        paragraph(
          'You are responsible for keeping your sign-in details secure and for everything done through your account. If you think someone else has used it, tell us straight away at ',
          emailLink(supportEmail),
          '.',
        ),
      ),
      section(
        'content-and-licence',
        'Our content and your licence',
        paragraph(
          'We own all content in the shop and in the kits, or hold it under licence from its owners: the stories, characters, case files, evidence documents, puzzles, artwork, text and logos, as well as the design of the site and its software. It is protected by copyright, trademark and other laws, and these terms give you no rights in it beyond the licence below.',
        ),
        paragraph(
          'When you buy a kit, or get one with credits, we grant you a personal, non-exclusive, non-transferable licence to download it, print it and play it with your own group, for non-commercial purposes. The licence does not make you the owner of the kit or of any copy of it.',
        ),
      ),
      section(
        'prohibited-activities',
        'Prohibited activities',
        paragraph('When you use the shop or the kits, you must not:'),
        bullets(
          'redistribute, sell or sublicense a kit or any other content from the shop, or any part of it, whether or not you charge for it;',
          'modify or reverse engineer a kit, the site or its software, or make derivative works based on them;',
          'use the shop in any way that is illegal or that these terms do not authorise;',
          'disrupt or interfere with the shop, its servers or its networks, for example by overloading them with automated requests;',
          'try to gain unauthorised access to any part of the shop, to other customers’ accounts or to the systems behind them;',
          'share your account credentials with anyone, or transfer your account to someone else.',
        ),
        paragraph(
          'If you break these rules, we may suspend or close your account and take any further action the law allows.',
        ),
      ),
      section(
        'content-you-submit',
        'Content you submit',
        paragraph(
          'Some parts of the shop let you send us material of your own, such as the brief for a custom mystery, with its setting and the suspects you describe, or a message to our support team.',
        ),
        paragraph(
          'You keep whatever rights you already hold in what you submit. By submitting it, you grant us a worldwide, non-exclusive licence to use, modify and display it. We need this licence to turn a brief into a finished case, for example, in which your suspects become characters we have written. Like every kit, the custom mystery we write from your brief belongs to us, and you receive the same personal licence to use it.',
        ),
        paragraph(
          'Submit only material you have the right to share. If it names or describes real people, make sure they are happy to appear in a game. It must not be unlawful or defamatory, and it must not infringe anyone else’s rights.',
        ),
        paragraph(
          'We may decline or remove any content you submit, at any time, in particular content that we believe breaks these terms.',
        ),
      ),
      section(
        'prices-and-payment',
        'Prices and payment',
        paragraph('Prices are in US dollars (USD) unless another currency is stated.'),
        paragraph(
          'Payments are taken by a third-party payment processor through its hosted checkout. Your card details go to the processor, not to us, and its own terms and privacy policy also apply to your payment.',
        ),
        paragraph(
          'We may change our prices at any time. You pay the price shown when you place your order; a later change does not affect an order you have already paid for.',
        ),
      ),
      section(
        'refunds',
        'Refunds',
        paragraph(
          'Refunds, technical problems and store credit are handled as set out in our ',
          pageLink('/refund', 'Refund Policy'),
          '. In short: ask within 14 days of purchase, and report a technical problem with a kit within 7 days.',
        ),
        paragraph('Nothing in these terms takes away a right to a refund that the law gives you.'),
      ),
      section(
        'credits-and-sponsorship',
        'Credits and sponsorship',
        paragraph(
          'Signed-in customers can collect credits and use 10 credits to get a story instead of paying for it.',
        ),
        paragraph(
          'You can sponsor a story that has no sponsor yet; each story has only one. Sponsoring a story earns you 5 credits, and you earn 1 more credit each time someone downloads it.',
        ),
        paragraph(
          'Credits expire 24 months after you acquire them. They have no cash value and cannot be exchanged for money.',
        ),
      ),
      section(
        'disclaimer-of-warranties',
        'Disclaimer of warranties',
        paragraph(
          'We work hard to make the shop and the kits enjoyable and reliable, but we provide them “as is” and “as available”. To the fullest extent the law allows, we make no warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, and we do not promise that the shop will be uninterrupted, secure or free of errors.',
        ),
        paragraph(
          'Our ',
          pageLink('/disclaimer', 'Disclaimer'),
          ' says more about what the kits are for and what we cannot guarantee.',
        ),
      ),
      section(
        'limitation-of-liability',
        'Limitation of liability',
        paragraph(
          'To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive loss, or for any loss of profits, data or goodwill, arising from your use of the shop or the kits, even if we were told that such a loss was possible.',
        ),
        paragraph(
          'Our total liability for any claim relating to the shop, a kit or a service is limited to the amount you paid us for the kit or service that the claim concerns.',
        ),
        paragraph(
          'Some places do not allow these exclusions or limits. Where that is the case, they apply only as far as the law permits, and nothing in these terms limits a liability that cannot lawfully be limited.',
        ),
      ),
      section(
        'indemnification',
        'Indemnification',
        paragraph(
          `You agree to indemnify and hold harmless ${companyName}, its directors, employees and agents against any claims, losses, liabilities, damages and costs, including reasonable legal fees, that arise from your breach of these terms, your misuse of the shop or the kits, or content you submit.`,
        ),
      ),
      section(
        'termination',
        'Termination',
        paragraph(
          'We may suspend or end your access to the shop, or close your account, at any time and without notice, in particular if we believe you have broken these terms.',
        ),
        paragraph(
          'You may stop using the shop at any time, and you can ask us to close your account by writing to ',
          emailLink(supportEmail),
          '.',
        ),
        paragraph(
          'The parts of these terms about our content, content you submit, warranties, liability, indemnification and governing law continue to apply after your access ends.',
        ),
      ),
      section(
        'governing-law',
        'Governing law and jurisdiction',
        paragraph(
          'These terms, and any dispute arising from them or from your use of the shop, are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.',
        ),
        paragraph(
          'The courts of Ontario, Canada have exclusive jurisdiction over any such dispute, and you and we both submit to them. This does not take away any protection that the consumer law of the place where you live gives you and that cannot be waived by agreement.',
        ),
      ),
      section(
        'changes',
        'Changes to these terms',
        paragraph(
          'We may update these terms from time to time. A change takes effect as soon as the updated terms are posted on this page, and the “Last updated” date at the top shows when that happened.',
        ),
        paragraph(
          'If you keep using the shop after a change, you accept the updated terms. If you do not agree with them, please stop using the shop.',
        ),
      ),
      section(
        'contact',
        'Contact us',
        paragraph('Questions about these terms are welcome. You can reach us at:'),
        contactCard(parties),
      ),
    ],
  };
}
