/**
 * A stand-in for Stripe.js in jsdom: `window.Stripe`, whose card elements mount a plain input
 * (named "<type> (Stripe)") into the container they are given and report `change` as Stripe's
 * do (complete once something is typed). The site's hook finds `window.Stripe` and inserts no
 * script; @stripe/stripe-js's loadStripe calls it with the key.
 */
export function installFakeStripe() {
  const created: string[] = [];
  const Stripe = () => ({
    elements: () => ({
      create: (type: string) => {
        created.push(type);
        let input: HTMLInputElement | null = null;
        const handlers: Record<string, (event: unknown) => void> = {};
        const element = {
          mount(container: HTMLElement) {
            input = document.createElement("input");
            input.setAttribute("aria-label", `${type} (Stripe)`);
            input.addEventListener("input", () =>
              handlers.change?.({
                elementType: type,
                empty: !input?.value,
                complete: Boolean(input?.value),
                error: undefined,
              }),
            );
            container.append(input);
          },
          on(event: string, handler: (event: unknown) => void) {
            handlers[event] = handler;
            return element;
          },
          clear() {
            if (input) input.value = "";
          },
          destroy() {
            input?.remove();
          },
        };
        return element;
      },
    }),
  });
  Object.assign(window, { Stripe });
  return {
    created,
    remove: () => {
      delete (window as unknown as { Stripe?: unknown }).Stripe;
    },
  };
}
