import { tpl } from "../message";
/** Shared interface pieces: dialogs, retry buttons, form fields. */
export const ui = {
  close: "Cerrar",
  loading: "Cargando…",
  retry: "Reintentar",
  newTab: " (se abre en una pestaña nueva)",
  /** The account and payment forms' fields (src/components/auth/Field.tsx). */
  field: {
    email: "Correo electrónico",
    /** `label` in lower case: 'Mostrar contraseña'. */
    show: tpl("Mostrar {label}"),
    hide: "Ocultar",
    reveal: "Ver",
  },
};
