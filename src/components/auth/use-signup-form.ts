import * as React from "react";
import { useMessages } from "../../i18n/LocaleContext";
import {
  validateConsent,
  type ConsentErrors,
  type FieldErrors,
  type SignupMessages,
} from "../../lib/signup";
import { useForm } from "./use-form";

/**
 * A sign-up form's values, its consent box and a submit that checks both before sending: each
 * error shows next to its field and focus goes to the first of them.
 */
export function useSignupForm<T extends Record<string, string>>(
  initial: T,
  validate: (values: T, messages: SignupMessages) => FieldErrors<T>,
) {
  const messages = useMessages().auth.validation;
  const form = useForm<T & { autorizacion: boolean }>({ ...initial, autorizacion: false });
  const [errors, setErrors] = React.useState<FieldErrors<T> & ConsentErrors>({});
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    form.ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, attempt, form.ref]);

  const submit = (send: () => Promise<void>) => (event: React.FormEvent) => {
    event.preventDefault();
    const found = {
      ...validate(form.values, messages),
      ...validateConsent(form.values.autorizacion, messages),
    };
    setErrors(found);
    setAttempt((n) => n + 1);
    if (Object.keys(found).length === 0) void form.run(send);
  };

  const consent = { ...form.check("autorizacion"), error: errors.autorizacion };
  return { form, errors, consent, submit };
}
