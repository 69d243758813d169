import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './search-box.module.css';
import { useDebouncedCommit } from './use-debounced-commit';

interface SearchBoxProps {
  value: string;
  onSearch: (search: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useDebouncedCommit(value, onSearch);

  return (
    <TextInput
      type="search"
      aria-label="Search stories"
      placeholder="Search by title, city or keyword…"
      enterKeyHint="search"
      classNames={{ input: classes.input }}
      size="md"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
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
