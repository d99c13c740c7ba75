import * as React from "react";
import { flushSync } from "react-dom";
import { useMessages } from "../../i18n/LocaleContext";
import type { FieldErrors, SignupMessages } from "../../lib/signup";

/**
 * A form whose controls keep their own values (uncontrolled), so what was typed in the prebuilt
 * HTML before hydration stays. On submit the controls named in `fields` are read from the <form>
 * (`ref`; one not rendered stays empty) and checked; focus goes to the first error.
 */
export function useForm<T extends Record<string, string | boolean>>(
  fields: T,
  validate: (values: T, messages: SignupMessages) => FieldErrors<T> = () => ({}),
) {
  const messages = useMessages().auth.validation;
  const [errors, setErrors] = React.useState<FieldErrors<T>>({});
  const [busy, setBusy] = React.useState(false);
  const running = React.useRef(false);
  const ref = React.useRef<HTMLFormElement>(null);

  /** The form's onSubmit: runs `send` with valid values, unless a call is still out. */
  const submit = (send: (values: T) => Promise<void>) => (event: React.FormEvent) => {
    event.preventDefault();
    const data = new FormData(ref.current ?? undefined);
    const values = { ...fields };
    for (const name of Object.keys(fields) as (keyof T & string)[]) {
      const value = data.get(name);
      if (typeof fields[name] === "boolean") values[name] = (value !== null) as T[typeof name];
      else if (typeof value === "string") values[name] = value as T[typeof name];
    }
    const found = validate(values, messages);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void send(values).finally(() => {
      running.current = false;
      setBusy(false);
    });
  };

  return { errors, busy, submit, ref };
}
