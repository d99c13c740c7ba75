import * as React from "react";
import { useMessages } from "../../i18n/LocaleContext";
import type { FieldErrors, SignupMessages } from "../../lib/signup";

/**
 * Values of a form kept across failures, and a submit that runs once at a time: a second
 * click while the first call is out does nothing. `ref` goes on the <form>: what the visitor
 * typed or ticked in the prebuilt HTML before React took over is kept, not wiped by the first
 * render of `initial` (each control found by its name, a key of `initial`). `validate` checks
 * the values on submit: each error shows next to its field, focus goes to the first of them,
 * and nothing is sent.
 */
export function useForm<T extends Record<string, string | boolean>>(
  initial: T,
  validate: (values: T, messages: SignupMessages) => FieldErrors<T> = () => ({}),
) {
  const messages = useMessages().auth.validation;
  const [values, setValues] = React.useState<T>(initial);
  const [errors, setErrors] = React.useState<FieldErrors<T>>({});
  const [attempt, setAttempt] = React.useState(0);
  const [busy, setBusy] = React.useState(false);
  const running = React.useRef(false);
  const ref = React.useRef<HTMLFormElement>(null);

  React.useEffect(() => {
    const controls = ref.current?.elements;
    if (!controls) return;
    const typed: Record<string, string | boolean> = {};
    for (const name of Object.keys(initial)) {
      const control = controls.namedItem(name);
      if (!(control instanceof HTMLInputElement)) continue;
      const value = control.type === "checkbox" ? control.checked : control.value;
      if (value !== initial[name]) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Only on mount: afterwards React owns the values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  React.useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, attempt]);

  const bind = React.useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name] as string,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
      },
    }),
    [values],
  );

  /** The same for a checkbox. */
  const check = React.useCallback(
    <K extends keyof T & string>(name: K) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const checked = event.target.checked;
        setValues((current) => ({ ...current, [name]: checked }));
      },
    }),
    [values],
  );

  const set = React.useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** The form's onSubmit: checks the values, then runs `send` unless one is still out. */
  const submit = (send: () => Promise<void>) => (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values, messages);
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length > 0 || running.current) return;
    running.current = true;
    setBusy(true);
    void send().finally(() => {
      running.current = false;
      setBusy(false);
    });
  };

  return { values, errors, bind, check, set, busy, submit, ref };
}
