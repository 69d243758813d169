import { Paper, Title } from '@mantine/core';
import { LibraryEmpty } from './library-empty';
import type { LibraryItemFieldsFragment } from './library-item.generated';
import { LibraryItemRow } from './library-item-row';
import classes from './library-section.module.css';

/** The stories the user owns, newest first, each ready to download again. */
export function LibrarySection({ items }: { items: readonly LibraryItemFieldsFragment[] }) {
  return (
    <section aria-labelledby="your-library-heading">
      <Title order={2} id="your-library-heading" mb="md">
        Your Library
      </Title>
      {items.length === 0 ? (
        <LibraryEmpty />
      ) : (
        <Paper withBorder radius="lg" px="lg" className={classes.panel}>
          <ul className={classes.list}>
            {items.map((item) => (
              <LibraryItemRow key={item.id} item={item} />
            ))}
          </ul>
        </Paper>
      )}
    </section>
  );
}
