// One copy-paste snippet of the Embed page: its label, the code as text, and a Copy button.
import { Button } from '@dealloop/ui';
import { useId } from 'react';
import * as styles from './embed.css';
import { EMBED_TEXTS } from './embed-texts';

export interface SnippetBlockProps {
  label: string;
  code: string;
  /** Copies the code (and tells the user). */
  onCopy: (code: string) => void;
}

/** A labelled snippet (a region named by its label) with its Copy button. */
export function SnippetBlock({ label, code, onCopy }: SnippetBlockProps) {
  const labelId = useId();
  return (
    <section className={styles.snippet} aria-labelledby={labelId}>
      <div className={styles.snippetHeader}>
        <h4 id={labelId} className={styles.snippetLabel}>
          {label}
        </h4>
        <Button size="sm" variant="secondary" onClick={() => onCopy(code)}>
          {EMBED_TEXTS.copy}
        </Button>
      </div>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
    </section>
  );
}
