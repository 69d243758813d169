import type { FaqCategory } from './faq-entries';
import classes from './faq-topics.module.css';

/** Plain in-page links: the browser scrolls to the section without involving the router. */
export function FaqTopics({ categories }: { categories: readonly FaqCategory[] }) {
  return (
    <nav aria-labelledby="faq-topics-heading" className={classes.nav}>
      <h2 id="faq-topics-heading" className={classes.heading}>
        Topics
      </h2>
      <ul className={classes.list}>
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`#${category.id}`} className={classes.link}>
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
