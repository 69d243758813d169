import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import classes from './search-input.module.css';
import { useDebouncedCommit } from './use-debounced-commit';

type SearchInputProps = Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'leftSection' | 'rightSection' | 'classNames'> & {
  /** The search in force (kept in the URL); one changed from outside replaces the text typed. */
  value: string;
  onSearch: (search: string) => void;
};

/**
 * A search box that searches once typing pauses, so each keystroke is not a request, with a button
 * that clears it: the catalogue's, Story Management's and User Management's.
 */
export function SearchInput({ value, onSearch, size, ...inputProps }: SearchInputProps) {
  const [text, setText] = useDebouncedCommit(value, onSearch);

  return (
    <TextInput
      type="search"
      enterKeyHint="search"
      {...inputProps}
      size={size}
      classNames={{ input: classes.input }}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={size === 'md' ? 18 : 16} aria-hidden />}
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
