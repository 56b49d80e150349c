/**
 * A live-table problem for the user: what happened, what to do, and the command that fixes it
 * (the `az storage cors add …` line) with a Copy button. Its texts were redacted in src/live.
 */
import { useState } from 'react';
import type { LiveProblem } from '../../live';
import { useT } from '../i18n/translator-context';
import { useLiveMessages } from './messages';

/** Shows one problem as an alert; `extra` follows the message (what stays loaded). */
export function ProblemView({ problem, extra }: { problem: LiveProblem; extra?: string }) {
  const M = useLiveMessages();
  const { say } = useT();
  const [copied, setCopied] = useState(false);
  const command = problem.command;
  return (
    <div className="live-problem" role="alert">
      <p>
        {say(problem.message)}
        {extra ? ` ${extra}` : ''}
      </p>
      <p>
        <strong>{M.whatToDo}</strong>
        {say(problem.action)}
      </p>
      {command && (
        <div className="live-command">
          <p>{M.corsCommand}</p>
          <pre>
            <code>{command}</code>
          </pre>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(command).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? M.copied : M.copy}
          </button>
        </div>
      )}
    </div>
  );
}
