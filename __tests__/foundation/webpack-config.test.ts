import { onCreateWebpackConfig } from "../../src/node/on-create-webpack-config";

type Config = {
  devtool?: string | false;
  optimization: { splitChunks: { cacheGroups: { styles: { chunks?: string } } } };
};

/** Runs the hook for a stage on a copy of Gatsby's config; returns what it handed back. */
function run(stage: string, env: string | undefined) {
  const config: Config = {
    devtool: "source-map",
    optimization: { splitChunks: { cacheGroups: { styles: { chunks: "all" } } } },
  };
  const actions = { replaceWebpackConfig: jest.fn(), setWebpackConfig: jest.fn() };
  const previous = process.env.IKY_SOURCE_MAPS;
  if (env === undefined) delete process.env.IKY_SOURCE_MAPS;
  else process.env.IKY_SOURCE_MAPS = env;
  try {
    (onCreateWebpackConfig as unknown as (args: object) => void)({
      stage,
      getConfig: () => config,
      actions,
    });
  } finally {
    if (previous === undefined) delete process.env.IKY_SOURCE_MAPS;
    else process.env.IKY_SOURCE_MAPS = previous;
  }
  return { actions, replaced: actions.replaceWebpackConfig.mock.calls[0]?.[0] as Config };
}

test("los paquetes del navegador: sin mapas de fuente (salvo IKY_SOURCE_MAPS=1), CSS por página", () => {
  const production = run("build-javascript", undefined).replaced;
  expect(production.devtool).toBe(false);
  expect(production.optimization.splitChunks.cacheGroups.styles.chunks).toBe("initial");
  expect(run("build-javascript", "1").replaced.devtool).toBe("source-map");
});

test("el renderizador HTML: mapas por línea; las demás etapas, como Gatsby las deja", () => {
  const { actions } = run("build-html", undefined);
  expect(actions.setWebpackConfig).toHaveBeenCalledWith({ devtool: "cheap-module-source-map" });
  expect(run("develop", undefined).actions.replaceWebpackConfig).not.toHaveBeenCalled();
});
