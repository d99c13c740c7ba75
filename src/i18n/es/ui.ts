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
    show: (label: string) => `Mostrar ${label}`,
    hide: "Ocultar",
    reveal: "Ver",
  },
  /** The submit of the forms with personal data, before the page's script runs (SubmitButton.tsx). */
  form: {
    scriptPending:
      "Este formulario se activa cuando la página termina de cargar, con JavaScript activado. Si el botón no se activa, recarga la página o activa JavaScript; nada de lo escrito se ha enviado.",
  },
};
