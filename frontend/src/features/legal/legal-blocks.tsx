import type { LegalBlock } from './legal-content';
import { LegalContactCard } from './legal-contact-card';
import { LegalInlineText } from './legal-inline-text';
import classes from './legal-prose.module.css';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={classes.paragraph}>
          <LegalInlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={classes.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <LegalInlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'contact':
      return <LegalContactCard parties={block.parties} />;
  }
}

export function LegalBlocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) => <Block key={index} block={block} />);
}
