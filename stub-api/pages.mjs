// The two HTML pages the stand-in serves outside /api: a fake card checkout (in the
// place of Stripe's hosted page) and the external platform users land on after login.

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/**
 * Escapes text for HTML.
 * @param {unknown} s
 */
export function html(s) {
  return String(s ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * 46 → "46,00 €"
 * @param {unknown} n
 */
export function euros(n) {
  const v = Math.round(Number(n) * 100) / 100;
  const [int = "0", dec = "00"] = (Number.isFinite(v) ? v : 0).toFixed(2).split(".");
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, ".")},${dec} €`;
}

const STYLE = `
  :root { color-scheme: light; --ink: #3d2a20; --muted: #6b5644; --accent: #a9583a; --paper: #fdf8ec; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
    background: linear-gradient(160deg, #f9e6cc, #ea9d76); }
  main { width: min(440px, 100%); background: var(--paper); border-radius: 16px; padding: 32px;
    box-shadow: 0 18px 50px rgb(61 42 32 / 0.25); }
  h1 { margin: 0 0 4px; font-size: 1.4rem; }
  p { margin: 0 0 12px; color: var(--muted); }
  .amount { font-size: 2rem; font-weight: 700; color: var(--ink); margin: 16px 0 4px; }
  .note { font-size: 0.875rem; background: #f3e6cd; border-radius: 8px; padding: 8px 12px; }
  .actions { display: flex; gap: 16px; align-items: center; margin-top: 24px; flex-wrap: wrap; }
  button, .button { font: inherit; font-weight: 600; border: 0; border-radius: 999px; padding: 12px 28px;
    background: var(--accent); color: #fff; cursor: pointer; text-decoration: none; }
  a { color: var(--accent); }
  :focus-visible { outline: 3px solid #2f5f8a; outline-offset: 3px; }
`;

/**
 * @param {string} title
 * @param {string} main the page's HTML
 */
function page(title, main) {
  return `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title><style>${STYLE}</style></head>
<body><main>${main}</main></body>
</html>`;
}

/**
 * The fake checkout of one subscription session.
 * @param {import("./types").CheckoutSession} s
 */
export function checkoutPage(s) {
  const base = Number(s.plan.costoMensualEur) || 0;
  const amount = s.incluirSuplemento ? Math.round(base * 1.15 * 100) / 100 : base;
  const query = new URLSearchParams({
    session_id: s.id,
    estudiante_id: String(s.userId ?? ""),
    plan: String(s.planId),
    incluir_suplemento: String(s.incluirSuplemento),
  });
  const success = `${s.siteOrigin}/success-subscription?${query}`;
  const hidden = [...query]
    .map(([k, v]) => `<input type="hidden" name="${html(k)}" value="${html(v)}">`)
    .join("");
  return page(
    "Pago de prueba — IKY Yoga",
    `<h1>Pago de prueba — IKY Yoga</h1>
<p>Plan <strong>${html(s.plan.nombre ?? `#${s.planId}`)}</strong>${s.incluirSuplemento ? " + suplemento IKYnesis" : ""}</p>
<p class="amount" data-testid="importe">${html(euros(amount))}</p>
<p>por mes, facturado mensualmente</p>
<p class="note">Entorno de prueba: no se realiza ningún cargo.</p>
<form class="actions" method="get" action="${html(`${s.siteOrigin}/success-subscription`)}" data-success-url="${html(success)}">
${hidden}<button type="submit">Pagar</button>
<a href="${html(`${s.siteOrigin}/`)}">Cancelar</a>
</form>`,
  );
}

/** @param {string} siteOrigin */
export function checkoutNotFoundPage(siteOrigin) {
  return page(
    "Sesión de pago no encontrada — IKY Yoga",
    `<h1>Sesión de pago no encontrada</h1><p>El enlace de pago no es válido o ha caducado.</p><p><a href="${html(siteOrigin)}/">Volver a IKY Yoga</a></p>`,
  );
}

/** @param {string} siteOrigin */
export function platformPage(siteOrigin) {
  return page(
    "Plataforma IKY (simulada)",
    `<h1>Plataforma IKY (simulada)</h1>
<p>Has iniciado sesión. Esta página ocupa el lugar de la plataforma externa de clases de IKY Yoga.</p>
<p><a href="${html(siteOrigin)}/">Volver al sitio</a></p>`,
  );
}
