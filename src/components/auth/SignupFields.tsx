import * as React from "react";
import type { FieldErrors, SignupValues } from "../../lib/signup";
import { EmailField, Field } from "./Field";
import { useMessages } from "../../i18n/LocaleContext";
import * as styles from "./Form.module.css";

type Bind = (name: keyof SignupValues & string) => {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
};

/** The fields in their order, each with what the browser needs to fill it in. */
const FIELDS: readonly [keyof SignupValues, React.InputHTMLAttributes<HTMLInputElement>][] = [
  ["nom", { autoComplete: "given-name" }],
  ["prenom", { autoComplete: "family-name" }],
  ["user", { autoComplete: "username", autoCapitalize: "none", spellCheck: false }],
  ["mail", {}],
  ["password", { type: "password", autoComplete: "new-password" }],
  ["confirmPassword", { type: "password", autoComplete: "new-password" }],
  ["naissance", { type: "date", autoComplete: "bday" }],
  ["ubicacionDada", { autoComplete: "address-line1" }],
];

/** The fields of docs/product.md §2 'Sign-up screen', shared by the student and teacher forms. */
export function SignupFields({
  bind,
  errors,
  required = false,
  passwordHint,
}: {
  bind: Bind;
  errors: FieldErrors<SignupValues>;
  required?: boolean;
  passwordHint?: string;
}) {
  const t = useMessages().auth.fields;
  const common = { required, "aria-required": required || undefined };
  return (
    <div className={styles.columns}>
      {FIELDS.map(([name, attributes]) =>
        name === "mail" ? (
          <EmailField key={name} error={errors.mail} {...common} {...bind(name)} />
        ) : (
          <Field
            key={name}
            label={t[name]}
            {...attributes}
            error={errors[name]}
            hint={name === "password" ? passwordHint : undefined}
            {...common}
            {...bind(name)}
          />
        ),
      )}
    </div>
  );
}
