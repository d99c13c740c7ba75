import { onCreateWebpackConfig } from "../../src/node/on-create-webpack-config";

type Config = {
  devtool?: string | false;
  cache?: object | false;
  optimization: { splitChunks: { cacheGroups: { styles: { chunks?: string } } } };
};

const VARIABLES = ["IKY_SOURCE_MAPS", "IKY_WEBPACK_CACHE"] as const;

/** Runs the hook for a stage on a copy of Gatsby's config; returns what it handed back. */
function run(stage: string, env: Partial<Record<(typeof VARIABLES)[number], string>> = {}) {
  const config: Config = {
    devtool: "source-map",
    cache: { type: "filesystem" },
    optimization: { splitChunks: { cacheGroups: { styles: { chunks: "all" } } } },
  };
  const actions = { replaceWebpackConfig: jest.fn(), setWebpackConfig: jest.fn() };
  const previous = VARIABLES.map((name) => [name, process.env[name]] as const);
  for (const name of VARIABLES) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  try {
    (onCreateWebpackConfig as unknown as (args: object) => void)({
      stage,
      getConfig: () => config,
      actions,
    });
  } finally {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return { actions, replaced: actions.replaceWebpackConfig.mock.calls[0]?.[0] as Config };
}

test("los paquetes del navegador: sin mapas de fuente (salvo IKY_SOURCE_MAPS=1), CSS por página", () => {
  const production = run("build-javascript").replaced;
  expect(production.devtool).toBe(false);
  expect(production.optimization.splitChunks.cacheGroups.styles.chunks).toBe("initial");
  expect(production.cache).toEqual({ type: "filesystem" });
  expect(run("build-javascript", { IKY_SOURCE_MAPS: "1" }).replaced.devtool).toBe("source-map");
});

test("el renderizador HTML: mapas por línea; las demás etapas, como Gatsby las deja", () => {
  const { actions } = run("build-html");
  expect(actions.setWebpackConfig).toHaveBeenCalledWith({ devtool: "cheap-module-source-map" });
  expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  expect(run("develop").actions.replaceWebpackConfig).not.toHaveBeenCalled();
});

test("IKY_WEBPACK_CACHE=off: ninguna de las dos etapas escribe la caché persistente de webpack", () => {
  const off = { IKY_WEBPACK_CACHE: "off" };
  expect(run("build-javascript", off).replaced.cache).toBe(false);
  const html = run("build-html", off).replaced;
  expect(html.cache).toBe(false);
  expect(html.devtool).toBe("cheap-module-source-map");
});
