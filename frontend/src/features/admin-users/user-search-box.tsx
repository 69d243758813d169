import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDebouncedCommit } from '../catalogue/use-debounced-commit';
import classes from './admin-users.module.css';

interface UserSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
}

/** Searches as the operator types, once they pause, so each keystroke is not a request. */
export function UserSearchBox({ value, onSearch }: UserSearchBoxProps) {
  const [text, setText] = useDebouncedCommit(value, onSearch);

  return (
    <TextInput
      type="search"
      label="Search users"
      placeholder="Email or name"
      enterKeyHint="search"
      autoComplete="off"
      spellCheck={false}
      className={classes.search}
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
