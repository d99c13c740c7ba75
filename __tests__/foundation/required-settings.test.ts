/**
 * @jest-environment node
 */
import type { Reporter } from "gatsby";

// A production build without the site's or the platform's address stops at once, naming the
// variable: canonical links would otherwise point at localhost and logged-in users at an
// invented domain.
const COMPLETE = {
  GATSBY_API_URL: "https://api.ikyyoga.com",
  GATSBY_SITE_URL: "https://www.ikyyoga.com",
  GATSBY_PLATFORM_URL: "https://plataforma.ikyyoga.com",
};
type Name = keyof typeof COMPLETE;

function onPreInitWith(env: Partial<Record<Name, string>>) {
  const previous = Object.fromEntries(Object.keys(COMPLETE).map((k) => [k, process.env[k]]));
  for (const name of Object.keys(COMPLETE) as Name[]) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  let mod: typeof import("../../src/node/required-settings") | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<typeof import("../../src/node/required-settings")>(
      "../../src/node/required-settings",
    );
  });
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const panic = jest.fn((message: string) => {
    throw new Error(message);
  });
  const run = () => mod!.onPreInit({ reporter: { panic } as unknown as Reporter });
  return { run, panic };
}

describe("required production settings", () => {
  it("passes when the three are set", () => {
    const { run, panic } = onPreInitWith(COMPLETE);
    expect(run).not.toThrow();
    expect(panic).not.toHaveBeenCalled();
  });

  it.each(["GATSBY_SITE_URL", "GATSBY_PLATFORM_URL"] as const)(
    "stops without %s, naming it",
    (name) => {
      const { run, panic } = onPreInitWith({ ...COMPLETE, [name]: undefined });
      expect(run).toThrow(new RegExp(`${name} is not set`));
      expect(panic).toHaveBeenCalledTimes(1);
    },
  );

  it("refuses a site URL without its scheme", () => {
    const { run } = onPreInitWith({ ...COMPLETE, GATSBY_SITE_URL: "www.ikyyoga.com" });
    expect(run).toThrow(/GATSBY_SITE_URL must start with http:\/\/ or https:\/\//);
  });
});
