/**
 * @jest-environment node
 */
import type { Reporter } from "gatsby";

// A production build without the API's address must stop before anything is built: the
// stand-in API's sample data must never be published.
function load(env: string | undefined) {
  const previous = process.env.GATSBY_API_URL;
  if (env === undefined) delete process.env.GATSBY_API_URL;
  else process.env.GATSBY_API_URL = env;
  let mod: typeof import("../../src/node/required-settings") | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import("../../src/node/required-settings")>(
      "../../src/node/required-settings",
    );
  });
  if (previous === undefined) delete process.env.GATSBY_API_URL;
  else process.env.GATSBY_API_URL = previous;
  return mod!;
}

const fakeReporter = () => {
  const panic = jest.fn((message: string) => {
    throw new Error(message);
  });
  return { reporter: { panic } as unknown as Reporter, panic };
};

describe("GATSBY_API_URL", () => {
  it("stops the build with a clear message when it is not set", () => {
    const { reporter, panic } = fakeReporter();
    expect(() => load(undefined).onPreInit({ reporter })).toThrow(/GATSBY_API_URL is not set/);
    expect(panic).toHaveBeenCalledTimes(1);
  });

  it("refuses a value that is not an http(s) URL", () => {
    const { reporter } = fakeReporter();
    expect(() => load("api.ikyyoga.com").apiBaseUrl(reporter)).toThrow(/http:\/\/ or https:\/\//);
  });

  it("gives the base URL without a trailing slash", () => {
    const { reporter, panic } = fakeReporter();
    expect(load("https://api.ikyyoga.com/").apiBaseUrl(reporter)).toBe("https://api.ikyyoga.com");
    expect(panic).not.toHaveBeenCalled();
  });
});
