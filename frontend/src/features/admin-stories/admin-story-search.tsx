import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedCommit } from '../catalogue/use-debounced-commit';
import classes from './admin-stories.module.css';

interface AdminStorySearchProps {
  value: string;
  onSearch: (search: string) => void;
}

/** Searches as the operator types, once they pause, so each keystroke does not ask the shop again. */
export function AdminStorySearch({ value, onSearch }: AdminStorySearchProps) {
  const [text, setText] = useDebouncedCommit(value, onSearch);

  return (
    <TextInput
      type="search"
      label="Search"
      placeholder="Title, city or words of the descriptions"
      classNames={{ input: classes.search }}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text !== '' && (
          <CloseButton
            aria-label="Clear search"
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        )
      }
    />
  );
}
