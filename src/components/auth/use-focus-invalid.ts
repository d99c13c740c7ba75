import * as React from "react";

/** After a failed check, focus goes to the first field that says what is wrong. */
export function useFocusFirstInvalid(errors: object, attempt: number) {
  const formRef = React.useRef<HTMLFormElement>(null);
  React.useEffect(() => {
    if (attempt === 0 || Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors, attempt]);
  return formRef;
}
