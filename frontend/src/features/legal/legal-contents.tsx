import type { LegalSectionContent } from './legal-content';
import classes from './legal-contents.module.css';

export function LegalContents({ sections }: { sections: readonly LegalSectionContent[] }) {
  return (
    <nav aria-label="Table of contents" className={classes.contents}>
      <p className={classes.title}>Contents</p>
      <ol className={classes.list}>
        {sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={classes.link}>
              <span className={classes.number}>{index + 1}.</span>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
