/**
 * A button that opens a JSON file the user picks and hands over its text, read no further than
 * `limit` characters (a reader refuses more as too large, so a huge file is never read whole).
 */
import { useRef } from 'react';

/** The button and its hidden file input, both named `label`. */
export function OpenFileButton({
  label,
  limit = Number.POSITIVE_INFINITY,
  onText,
}: {
  label: string;
  limit?: number;
  onText: (text: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={label}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void file.slice(0, limit).text().then(onText);
        }}
      />
    </>
  );
}
