import { onCreateWebpackConfig } from "../../src/node/on-create-webpack-config";

type Config = {
  devtool?: string | false;
  output?: { hashDigestLength?: number };
  cache?: object | false;
  optimization: {
    splitChunks: {
      cacheGroups: { styles: { chunks?: string }; shared: { name?: false | (() => string) } };
    };
  };
};

const VARIABLES = ["IKY_SOURCE_MAPS", "IKY_WEBPACK_CACHE", "IKY_RENDERER_MAPS"] as const;

/** Runs the hook for a stage on a copy of Gatsby's config; returns what it handed back. */
function run(stage: string, env: Partial<Record<(typeof VARIABLES)[number], string>> = {}) {
  const config: Config = {
    devtool: "source-map",
    cache: { type: "filesystem" },
    optimization: {
      splitChunks: {
        cacheGroups: { styles: { chunks: "all" }, shared: { name: () => "nullnull" } },
      },
    },
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

test("the browser bundles: no source maps (unless IKY_SOURCE_MAPS=1), CSS per page", () => {
  const production = run("build-javascript").replaced;
  expect(production.devtool).toBe(false);
  expect(production.optimization.splitChunks.cacheGroups.styles.chunks).toBe("initial");
  // Modules shared by lazy chunks go to a chunk per set of chunks, not all to one.
  expect(production.optimization.splitChunks.cacheGroups.shared.name).toBe(false);
  expect(production.cache).toEqual({ type: "filesystem" });
  expect(run("build-javascript", { IKY_SOURCE_MAPS: "1" }).replaced.devtool).toBe("source-map");
});

test("the HTML renderer: line source maps; the other stages as Gatsby leaves them", () => {
  const { actions } = run("build-html");
  expect(actions.setWebpackConfig).toHaveBeenCalledWith({ devtool: "cheap-module-source-map" });
  expect(actions.replaceWebpackConfig).not.toHaveBeenCalled();
  expect(run("develop").actions.replaceWebpackConfig).not.toHaveBeenCalled();
});

test("IKY_RENDERER_MAPS=off (the test builds on CI): the HTML renderer without source maps", () => {
  const off = { IKY_RENDERER_MAPS: "off" };
  expect(run("build-html", off).actions.setWebpackConfig).toHaveBeenCalledWith({ devtool: false });
  const uncached = run("build-html", { ...off, IKY_WEBPACK_CACHE: "off" }).replaced;
  expect(uncached.devtool).toBe(false);
  expect(uncached.cache).toBe(false);
});

test("IKY_WEBPACK_CACHE=off: neither stage writes webpack's persistent cache", () => {
  const off = { IKY_WEBPACK_CACHE: "off" };
  expect(run("build-javascript", off).replaced.cache).toBe(false);
  const html = run("build-html", off).replaced;
  expect(html.cache).toBe(false);
  expect(html.devtool).toBe("cheap-module-source-map");
});

test("the browser bundles: content hashes of 12 digits", () => {
  expect(run("build-javascript").replaced.output?.hashDigestLength).toBe(12);
});
