// CSS modules are imported as `import * as styles from "./x.module.css"` (Gatsby 5). Plain
// identity-obj-proxy reports `__esModule: false`, so Babel's namespace interop copies its
// (nonexistent) own keys and every class name comes out undefined. Marked as an ES module,
// `styles.card` is "card", as with identity-obj-proxy under a default import.
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      return key === "__esModule" ? true : key;
    },
  },
);
