// A stand-in for Stripe.js on js.stripe.com, which the browser tests serve instead of the real
// one (no test reaches the internet). As Stripe's, it defines `window.Stripe`, and its card
// Elements mount an iframe from js.stripe.com (a host the CSP's frame-src allows) holding the
// field itself: what is typed there lives in that frame's document, never in the site's. The
// frame tells the script in the page about each change (complete, empty, an error in the
// page's language) by postMessage, as Stripe's frames tell Stripe.js.
import type { BrowserContext, Page } from "@playwright/test";

export const STRIPE_ORIGIN = "https://js.stripe.com";
/** The page of one card field, in Stripe's frame. */
const FIELD_PAGE = `${STRIPE_ORIGIN}/stand-in/elements-inner-card.html`;

/** The stand-in Stripe.js: Stripe(key).elements().create(type).mount(container), and events. */
const STRIPE_JS = `
(function () {
  var fields = {};
  var next = 0;
  window.addEventListener("message", function (event) {
    if (event.origin !== ${JSON.stringify(STRIPE_ORIGIN)}) return;
    var data = event.data || {};
    var field = fields[data.field];
    if (!field) return;
    if (data.type === "focus" || data.type === "blur") {
      field.container.classList.toggle("StripeElement--focus", data.type === "focus");
    }
    if (data.type === "change") {
      field.container.classList.toggle("StripeElement--complete", data.complete);
      field.container.classList.toggle("StripeElement--invalid", Boolean(data.error));
      (field.handlers.change || []).forEach(function (handler) {
        handler({ elementType: field.type, empty: data.empty, complete: data.complete,
          error: data.error ? { type: "validation_error", message: data.error } : undefined });
      });
    }
  });
  function Stripe(key) {
    if (!key) throw new Error("IntegrationError: Please call Stripe() with your publishable key.");
    return {
      elements: function (options) {
        var locale = (options && options.locale) || "auto";
        return {
          create: function (type) {
            var id = "f" + (next += 1);
            var field = { type: type, handlers: {}, container: null, frame: null };
            fields[id] = field;
            var element = {
              mount: function (container) {
                var frame = document.createElement("iframe");
                frame.src = ${JSON.stringify(FIELD_PAGE)} + "#" +
                  encodeURIComponent(JSON.stringify({ field: id, type: type, locale: locale }));
                frame.title = "Secure " + type + " input frame";
                frame.setAttribute("frameborder", "0");
                frame.style.cssText = "border:0;width:100%;height:24px;display:block";
                container.classList.add("StripeElement", "StripeElement--empty");
                container.appendChild(frame);
                field.container = container;
                field.frame = frame;
                return element;
              },
              on: function (event, handler) {
                (field.handlers[event] = field.handlers[event] || []).push(handler);
                return element;
              },
              clear: function () {
                if (field.frame) field.frame.contentWindow.postMessage({ type: "clear" }, "*");
              },
              focus: function () {
                if (field.frame) field.frame.focus();
              },
              destroy: function () {
                if (field.frame) field.frame.remove();
                delete fields[id];
              },
              unmount: function () {
                if (field.frame) field.frame.remove();
              },
            };
            return element;
          },
        };
      },
    };
  }
  Stripe.version = "basil";
  window.Stripe = Stripe;
})();
`;

/** One card field, as Stripe's frame holds it: checks what is typed, says so to the page. */
const FIELD_HTML = `<!doctype html>
<html><head><meta charset="utf-8"><style>
  html, body { margin: 0; font: 16px/24px sans-serif; }
  input { border: 0; outline: 0; width: 100%; font: inherit; padding: 0; background: none; }
</style></head><body><input id="field" autocomplete="off"><script>
  var spec = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  var input = document.getElementById("field");
  var es = spec.locale === "es";
  var labels = { cardNumber: es ? "Número de tarjeta" : "Card number",
    cardExpiry: es ? "Caducidad" : "Expiry date", cardCvc: "CVC" };
  var placeholders = { cardNumber: "1234 1234 1234 1234", cardExpiry: es ? "MM / AA" : "MM / YY",
    cardCvc: "CVC" };
  input.setAttribute("aria-label", labels[spec.type]);
  input.placeholder = placeholders[spec.type];
  input.inputMode = "numeric";
  function check(value) {
    var digits = value.replace(/\\D/g, "");
    if (!digits) return { complete: false, empty: true };
    if (spec.type === "cardNumber") {
      return digits.length < 16 ? { complete: false }
        : digits === "4000000000000002" ? { complete: true, error: es ? "Tu tarjeta ha sido rechazada." : "Your card was declined." }
        : { complete: true };
    }
    if (spec.type === "cardExpiry") return { complete: digits.length === 4 };
    return { complete: digits.length >= 3 };
  }
  function tell(message) {
    message.field = spec.field;
    parent.postMessage(message, "*");
  }
  input.addEventListener("input", function () {
    var state = check(input.value);
    tell({ type: "change", complete: state.complete, empty: Boolean(state.empty), error: state.error || null });
  });
  input.addEventListener("focus", function () { tell({ type: "focus" }); });
  input.addEventListener("blur", function () { tell({ type: "blur" }); });
  window.addEventListener("message", function (event) {
    if (event.data && event.data.type === "clear") {
      input.value = "";
      tell({ type: "change", complete: false, empty: true, error: null });
    }
  });
</script></body></html>`;

/**
 * Serves the stand-in on js.stripe.com for every page of the context (or one page): Stripe.js,
 * and the page of its card fields' frames. Returns the URLs the browser asked for.
 */
export async function serveStripe(target: BrowserContext | Page): Promise<string[]> {
  const asked: string[] = [];
  await target.route(`${STRIPE_ORIGIN}/**`, (route) => {
    const url = route.request().url();
    asked.push(url);
    if (url.startsWith(FIELD_PAGE)) {
      return route.fulfill({ contentType: "text/html; charset=utf-8", body: FIELD_HTML });
    }
    return route.fulfill({ contentType: "text/javascript", body: STRIPE_JS });
  });
  return asked;
}
