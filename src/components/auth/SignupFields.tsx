import * as React from "react";
import type { FieldErrors, SignupValues } from "../../lib/signup";
import { EmailField, Field } from "./Field";
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
  const common = { required, "aria-required": required || undefined };
  return (
    <>
      <div className={styles.columns}>
        <Field
          label="Nombre"
          autoComplete="given-name"
          error={errors.nom}
          {...common}
          {...bind("nom")}
        />
        <Field
          label="Apellido"
          autoComplete="family-name"
          error={errors.prenom}
          {...common}
          {...bind("prenom")}
        />
        <Field
          label="Nombre de usuario"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.user}
          {...common}
          {...bind("user")}
        />
        <EmailField error={errors.mail} {...common} {...bind("mail")} />
        <Field
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={passwordHint}
          {...common}
          {...bind("password")}
        />
        <Field
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...common}
          {...bind("confirmPassword")}
        />
        <Field
          label="Fecha de nacimiento"
          type="date"
          autoComplete="bday"
          error={errors.naissance}
          {...common}
          {...bind("naissance")}
        />
        <Field
          label="Dirección postal"
          autoComplete="address-line1"
          error={errors.ubicacionDada}
          {...common}
          {...bind("ubicacionDada")}
        />
      </div>
    </>
  );
}
