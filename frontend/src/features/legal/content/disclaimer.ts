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

export function disclaimerContent(parties: LegalParties): LegalDocumentContent {
  return {
    title: 'Disclaimer',
    effective: '2024-01-01',
    lastUpdated: '2024-01-20',
    summary:
      'What our mystery kits are, who they are made for, and the limits of what we can promise about the shop and its downloads.',
    sections: [
      section(
        'fictional-stories',
        'All stories are fictional',
        paragraph(
          'Every story, case, character and event in our kits is invented. Some cases are set in real cities and regions, but the crimes, victims, suspects, witnesses and investigations are fiction.',
        ),
        paragraph(
          'Any resemblance to real people, living or dead, or to real events or organizations is coincidental. A custom mystery may use names and details that you supply; the story we build around them is still fiction.',
        ),
      ),
      section(
        'entertainment-only',
        'For entertainment only',
        paragraph(
          'Our kits are games, made for entertainment. They are not investigative, forensic or police training, and nothing in them is legal advice or a reliable account of how real investigations or trials work.',
        ),
        paragraph(
          'If you need legal advice, or help with a real crime, please contact a qualified lawyer or your local police.',
        ),
      ),
      section(
        'mature-themes',
        'Mature themes',
        paragraph('As murder mysteries, our kits deal with mature themes, including:'),
        bullets(
          'crime and criminal behaviour;',
          'crime scenes, described in words and shown in evidence;',
          'violence and death;',
          'complex moral situations without easy answers.',
        ),
        paragraph(
          'Please read a story’s description before you play, and consider whether its themes suit everyone in your group.',
        ),
      ),
      section(
        'age-guidance',
        'Age guidance',
        paragraph(
          'Our kits are made for teens and adults, and the shop is for people aged 13 and over. We advise parental guidance for players under 16: a parent or guardian should look through the kit first and decide whether it suits the younger players.',
        ),
      ),
      section(
        'availability',
        'Availability and technical performance',
        paragraph('We aim to keep the shop running smoothly and to fix problems quickly, but we cannot guarantee:'),
        bullets(
          'that the shop and your downloads will be available at all times, without interruption;',
          'that the shop and the kits will work on every device, operating system and browser;',
          'that the shop and the kits are free of bugs and errors;',
          'that a problem will be fixed immediately.',
        ),
        paragraph(
          'If something does not work, tell us at ',
          emailLink(parties.supportEmail),
          ' and we will do our best to help. Our ',
          pageLink('/refund', 'Refund Policy'),
          ' explains what happens when a kit has a technical problem.',
        ),
      ),
      section(
        'third-party-links',
        'Third-party links',
        paragraph(
          'The shop and the kits may link to websites and services run by others, such as our payment processor, the survey we invite visitors to and our sister sites. We do not control them and are not responsible for their content, availability or privacy practices. You use them at your own risk and under their own terms.',
        ),
      ),
      section(
        'your-responsibilities',
        'Your responsibilities',
        paragraph('To get the most out of your kits, please:'),
        bullets(
          'check that your device and browser meet the requirements for downloading, opening and printing the kit files;',
          'keep your own backup copies of the kits you download, so that you do not depend on the shop to reach them;',
          ['use the shop and the kits in line with our ', pageLink('/terms', 'Terms of Service'), '.'],
        ),
      ),
      section(
        'content-changes',
        'Changes to our content',
        paragraph(
          'We may change, update or withdraw stories, kits, features and any other content of the shop at any time and without notice. We may also update this disclaimer; the dates at the top show when it last changed.',
        ),
      ),
      section(
        'contact',
        'Contact us',
        paragraph('For questions about this disclaimer, or about whether a kit is right for your group, write to us:'),
        contactCard(parties),
      ),
    ],
  };
}
