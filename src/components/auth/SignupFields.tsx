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
      <Field
        label={t.nom}
        autoComplete="given-name"
        error={errors.nom}
        {...common}
        {...bind("nom")}
      />
      <Field
        label={t.prenom}
        autoComplete="family-name"
        error={errors.prenom}
        {...common}
        {...bind("prenom")}
      />
      <Field
        label={t.user}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.user}
        {...common}
        {...bind("user")}
      />
      <EmailField error={errors.mail} {...common} {...bind("mail")} />
      <Field
        label={t.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={passwordHint}
        {...common}
        {...bind("password")}
      />
      <Field
        label={t.confirmPassword}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...common}
        {...bind("confirmPassword")}
      />
      <Field
        label={t.naissance}
        type="date"
        autoComplete="bday"
        error={errors.naissance}
        {...common}
        {...bind("naissance")}
      />
      <Field
        label={t.ubicacionDada}
        autoComplete="address-line1"
        error={errors.ubicacionDada}
        {...common}
        {...bind("ubicacionDada")}
      />
    </div>
  );
}
