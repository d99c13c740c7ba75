/** The analytics consent banner. */
export const consent = {
  title: "Cookies de analítica",
  text1:
    "Solo con tu permiso contamos las páginas visitadas (Google Analytics), nunca tus datos de cuenta ni de pago.",
  text2: "Cámbialo cuando quieras en «Preferencias de cookies», al pie de la página. ",
  policy: "Política de datos",
  granted: "Ahora mismo la analítica está aceptada.",
  denied: "Ahora mismo la analítica está rechazada.",
  reject: "Rechazar",
  accept: "Aceptar",
  close: "Cerrar",
};
