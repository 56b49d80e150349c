/** A SAS's warnings (an expiry soon, a host that is not Azure's), said in the reader's language. */
import type { LiveWarning } from '../../live';
import { useT } from '../i18n/translator-context';

/** The warnings as a list; nothing when there are none. */
export function WarningList({ warnings }: { warnings: readonly LiveWarning[] }) {
  const { say } = useT();
  if (warnings.length === 0) return null;
  return (
    <ul className="live-warnings">
      {warnings.map((w) => (
        <li key={w.code}>{say(w.message)}</li>
      ))}
    </ul>
  );
}
