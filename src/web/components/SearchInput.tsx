import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/**
 * A list's search box: what is typed shows at once, the list's `q` changes 300 ms after the last
 * key (one request, not one a key); back/forward or a cleared filter changes `value` from outside.
 */
export function SearchInput({
  value,
  onSearch,
  placeholder,
  w = { base: '100%', sm: 260 },
}: {
  value: string;
  onSearch: (q: string) => void;
  placeholder: string;
  w?: TextInputProps['w'];
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = useDebouncedCallback((q: string) => onSearch(q), 300);
  return (
    <TextInput
      label="Search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        send(e.currentTarget.value.trim());
      }}
      w={w}
    />
  );
}
