import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedCommit } from './use-debounced-commit';

interface SearchBoxProps {
  value: string;
  onSearch: (search: string) => void;
}

export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useDebouncedCommit(value, onSearch);

  return (
    <TextInput
      aria-label="Search stories"
      placeholder="Search by title, city or keyword…"
      inputMode="search"
      enterKeyHint="search"
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
