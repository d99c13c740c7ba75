// Where the browser tests find the built site and the stand-in API. e2e/run.mjs sets both;
// a test file started by hand needs them too (see e2e/run.mjs).

function fromEnv(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `Falta ${name}: ejecuta las pruebas con \`npm run test:e2e\`. / ` +
        `${name} is not set: run the tests through \`npm run test:e2e\`.`,
    );
  }
  return value.replace(/\/+$/, "");
}

/** Absolute URL of a path on the built site, e.g. siteUrl("/events/41/"). */
export const siteUrl = (pathname = "/") => `${fromEnv("E2E_BASE_URL")}${pathname}`;

/** Absolute URL of a path on the stand-in API, e.g. apiUrl("/api/profesores/public/planes"). */
export const apiUrl = (pathname = "/") => `${fromEnv("E2E_API_URL")}${pathname}`;
