// What the My Account forms share: check the fields, then save, showing the first problem (or the server's
// answer) as an alert above the submit button.
import { Button, fieldGroupWide } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import * as styles from './account-page.css';

/**
 * A form's submit handler: `check()` names the first problem of the fields (or null); only then `save()` runs, and
 * its failure becomes the problem. `saving` is true while `save()` runs.
 */
export function useCheckedSubmit(check: () => string | null, save: () => Promise<void>) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = check();
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await save();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return { problem, saving, submit };
}

/** The end of a My Account form: its problem, if any, as an alert, and the submit button. */
export function ProblemAndSubmit({
  problem,
  saving,
  label,
}: {
  problem: string | null;
  saving: boolean;
  label: string;
}) {
  return (
    <>
      {problem ? (
        <p className={`${styles.problem} ${fieldGroupWide}`} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={saving}>
          {label}
        </Button>
      </div>
    </>
  );
}
