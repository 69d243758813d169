import { shopConfig } from '../../app/shop-config';

/** A page of this shop, or an address outside it such as a mailto: link. */
export type FaqLink = { label: string; to: string } | { label: string; href: string };

export interface FaqEntry {
  /** The question's address on the page: /faq#<id>. Changing it breaks links people have shared. */
  id: string;
  question: string;
  answer: readonly string[];
  links?: readonly FaqLink[];
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'playing-a-case',
    title: 'Playing a case',
    entries: [
      {
        id: 'what-is-a-cold-case-kit',
        question: 'What is a Cold Case Kit?',
        answer: [
          'A Cold Case Kit is a murder mystery you solve at your own table. Each kit is the case file of a crime that was never closed: the kind of documents an investigator would have on their desk, with the truth hidden somewhere inside.',
          'You read, compare, argue and eliminate until you can say who did it, and why. The evidence is the game.',
        ],
      },
      {
        id: 'how-long-does-a-case-take',
        question: 'How long does a case take to solve?',
        answer: [
          'Most cases take 60 to 90 minutes. Quick-thinking teams sometimes finish sooner, and groups who like to pore over every statement can happily take longer.',
          'You set the pace, so you can also close the file and pick it up again another evening.',
        ],
      },
      {
        id: 'how-many-players',
        question: 'How many people can play?',
        answer: [
          'Anywhere from 1 to 8 players. The sweet spot is 2 to 6: enough people to argue over the evidence, few enough that everyone gets a good look at every document.',
          'Playing alone works well too. A solo detective simply has the whole case file, and every theory, to themselves.',
        ],
      },
      {
        id: 'what-age-are-the-cases-for',
        question: 'What age are the cases suitable for?',
        answer: [
          'Our cases are written for teens and adults aged 13 and over. They deal with crime, crime scenes and violence, and sometimes with difficult moral choices, so we recommend parental guidance for players under 16.',
        ],
      },
      {
        id: 'are-the-cases-real',
        question: 'Are the cases based on real crimes?',
        answer: [
          'No. Every case, victim, suspect and place in our kits is invented, and any resemblance to real people or events is a coincidence.',
          'The kits are made for entertainment. They are not training in real investigation and nothing in them is legal advice.',
        ],
      },
    ],
  },
  {
    id: 'downloads-and-hard-copies',
    title: 'Downloads, printing and hard copies',
    entries: [
      {
        id: 'how-do-i-receive-my-kit',
        question: 'How do I receive my kit?',
        answer: [
          'Every kit is a PDF download, so there is nothing to wait for in the post. Once your payment has gone through, your case file is ready to download and open on a computer, tablet or phone.',
        ],
      },
      {
        id: 'do-i-need-a-printer',
        question: 'Do I need to print the kit?',
        answer: [
          'It is up to you. The kits are designed to be printed at home on ordinary paper, and most groups enjoy spreading the evidence across a table and scribbling on it. If you would rather save paper, the PDF works perfectly well on screen.',
          'Either way, make sure your device can open PDF files, and keep a copy of your kit somewhere safe.',
        ],
      },
      {
        id: 'can-i-download-a-kit-again',
        question: 'Can I download a kit again later?',
        answer: [
          'Yes, if you bought it while signed in. Every purchase is kept in your library, where you can download it again whenever you need it.',
        ],
      },
      {
        id: 'can-i-order-a-hard-copy',
        question: 'Can I order a printed hard copy?',
        answer: [
          'Yes. If you would rather we did the printing, choose the hard-copy option on the story’s page. A hard copy costs $34.95 shipped within North America (the USA, Canada and Mexico), or $49.95 shipped anywhere else in the world. Prices are in US dollars.',
        ],
        links: [{ label: 'Browse the stories', to: '/stories' }],
      },
      {
        id: 'how-long-does-shipping-take',
        question: 'How long does a hard copy take to arrive?',
        answer: [
          'Hard copies travel by standard post and arrive within 1 to 3 weeks: usually about a week within Canada, and 2 to 3 weeks to other countries.',
          'If you need the case for a particular date, the PDF version is ready the moment you buy it.',
        ],
      },
    ],
  },
  {
    id: 'prices-and-accounts',
    title: 'Prices, payment and accounts',
    entries: [
      {
        id: 'how-much-does-a-case-cost',
        question: 'How much does a case cost?',
        answer: [
          'Each story costs $14.95 US as a one-time purchase. There is no subscription and nothing renews: you pay once and the case is yours.',
        ],
      },
      {
        id: 'how-do-i-pay',
        question: 'How do I pay?',
        answer: [
          'Payment is taken by card on the secure, hosted checkout of our payment provider, so your card details go straight to them and never pass through our shop.',
          'Prices are in US dollars. If your card is in another currency, your bank converts the amount at its own rate.',
        ],
      },
      {
        id: 'do-i-need-an-account',
        question: 'Do I need an account to buy a case?',
        answer: [
          'No. You can browse, fill your cart and check out without one. We only ask for your email address, so we can save your cart and send your order confirmation.',
        ],
      },
      {
        id: 'why-sign-in',
        question: 'What do I get by signing in?',
        answer: [
          'A library and a credits balance. Signed-in detectives keep every purchase in their library, ready to download again, and can earn credits by sponsoring stories and spend them on new cases.',
          'Your library also lists the stories you sponsor and the credits each one has earned you.',
        ],
      },
      {
        id: 'can-i-win-a-free-case',
        question: 'Can I win a free case?',
        answer: [
          'You can. Our detective survey takes about 5 minutes, and 20 participants win a free cold case download. Leave your email address at the end of the survey so we can reach you.',
        ],
        links: [{ label: 'Take the survey', to: '/survey' }],
      },
    ],
  },
  {
    id: 'credits-and-sponsorship',
    title: 'Credits and sponsorship',
    entries: [
      {
        id: 'what-are-credits',
        question: 'What are credits?',
        answer: [
          'Credits are our thank-you to sponsors. 10 credits get you a story, in place of paying $14.95 for it. You need to be signed in to collect and use them.',
        ],
      },
      {
        id: 'how-do-i-earn-credits',
        question: 'How do I earn credits?',
        answer: [
          'By sponsoring a story. A sponsorship costs $19.95 and earns you 5 credits. After that, every time someone else downloads the story you sponsor, you earn 1 more credit.',
          'A popular case can keep paying you back in new mysteries for a long time.',
        ],
      },
      {
        id: 'what-is-sponsoring',
        question: 'What does sponsoring a story mean?',
        answer: [
          'A sponsor backs a story in our catalogue, and the story’s page shows that it is sponsored. Each story can have only one sponsor, so once a case has been claimed it stays with that sponsor.',
          'Stories still open for sponsorship say so on their page.',
        ],
      },
      {
        id: 'do-credits-expire',
        question: 'Do credits expire?',
        answer: [
          'Yes, 24 months after you acquire them. Each credit keeps its own date, so credits you earn today last until the same day two years from now, whatever you earn in between.',
          'Your library shows when your credits expire, earliest first, so none slip away unnoticed.',
        ],
      },
      {
        id: 'can-i-exchange-credits-for-cash',
        question: 'Can I exchange credits for money?',
        answer: ['No. Credits are for stories in this shop only and cannot be converted into cash.'],
      },
    ],
  },
  {
    id: 'custom-mysteries',
    title: 'Custom mysteries',
    entries: [
      {
        id: 'can-you-write-a-mystery-for-us',
        question: 'Can you write a mystery just for us?',
        answer: [
          'Yes, that is our Mystery Creator. For $39.95 US we build a case around details you choose: the city and location of the crime scene, the date you need it by, and a cast of 1 to 6 suspects of your own.',
          'Birthdays, reunions and office parties are all fair game, and so is the friend who always claims to have guessed the ending.',
        ],
      },
      {
        id: 'how-long-does-a-custom-mystery-take',
        question: 'How long does a custom mystery take?',
        answer: [
          'We promise a turnaround of 14 days, but most custom cases are ready within 24 to 48 hours. When yours is finished, we email you a link to download the PDF.',
        ],
      },
      {
        id: 'can-i-change-my-custom-mystery',
        question: 'Can I change my custom mystery after ordering?',
        answer: [
          'Please check every name, place and date before you pay: once payment is made, the details of a custom mystery cannot be changed. The order form shows you a summary to confirm first.',
        ],
      },
    ],
  },
  {
    id: 'refunds-and-support',
    title: 'Refunds and support',
    entries: [
      {
        id: 'can-i-get-a-refund',
        question: 'Can I get a refund?',
        answer: [
          'Refund requests must reach us within 14 days of purchase. Write to us with your order details and what went wrong, and we will look into it carefully.',
          'Our Refund Policy sets out exactly what qualifies.',
        ],
        links: [{ label: 'Read the Refund Policy', to: '/refund' }],
      },
      {
        id: 'my-kit-will-not-open',
        question: 'What if my kit won’t download or open?',
        answer: [
          'Please tell us within 7 days of purchase: technical problems must be reported within that time. Many are solved by downloading the file again or opening it in a different PDF reader, and if yours is not, we will work through it with you.',
        ],
        links: [{ label: 'Email support', href: `mailto:${shopConfig.supportEmail}` }],
      },
      {
        id: 'how-long-does-a-refund-take',
        question: 'How long does a refund take?',
        answer: [
          'Processing a request can take up to 30 days. Once a refund is approved, the money reaches you within 5 to 10 business days.',
        ],
      },
      {
        id: 'what-about-store-credit',
        question: 'What if my refund is given as store credit?',
        answer: [
          'Store credit is valid for 24 months from the day it is issued. It belongs to you and cannot be transferred to anyone else.',
        ],
      },
      {
        id: 'how-quickly-does-support-reply',
        question: 'How quickly will support answer?',
        answer: [
          'Usually within about 24 hours. Write to us with a question about a case, an order or anything else, and a member of our team will get back to you.',
        ],
        links: [{ label: shopConfig.supportEmail, href: `mailto:${shopConfig.supportEmail}` }],
      },
    ],
  },
];
