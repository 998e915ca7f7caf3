// The submit cycle every account form shares: check the fields, focus the first wrong one, send, and show the
// server's refusal above the fields.
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { errorMessage } from '../../../app/error-message';

/** A message per field that is wrong; fields left out are fine. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * State and submit handler of a form whose fields are `fields`, in focus order. `busy` stays on after a send that
 * succeeds (the form is then replaced or the page moves on) and goes off when the server refuses.
 */
export function useAuthForm<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Record<string, RefObject<HTMLInputElement | null>>>({});
  for (const field of fields) refs.current[field] ??= { current: null };

  /** The onSubmit of the form: `validate` answers the field errors, `send` runs when there are none. */
  const handleSubmit =
    (validate: () => FieldErrors<F>, send: () => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const found = validate();
      setErrors(found);
      setServerError(null);
      const firstWrong = fields.find((field) => found[field]);
      if (firstWrong) {
        refs.current[firstWrong]?.current?.focus();
        return;
      }
      setBusy(true);
      try {
        await send();
      } catch (error) {
        setServerError(errorMessage(error));
        setBusy(false);
      }
    };

  /** The ref to give the input of `field`. */
  const refOf = (field: F) => refs.current[field] as RefObject<HTMLInputElement | null>;

  return { errors, serverError, busy, handleSubmit, refOf };
}
