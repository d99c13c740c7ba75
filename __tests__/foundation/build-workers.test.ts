/**
 * @jest-environment node
 */
import { runQueriesInMainProcessOnSmallHosts } from "../../src/node/build-workers";

describe("runQueriesInMainProcessOnSmallHosts", () => {
  it("on two cores, Gatsby runs the queries in its main process (GATSBY_CPU_COUNT=1)", () => {
    const env: NodeJS.ProcessEnv = {};
    runQueriesInMainProcessOnSmallHosts(env, 2);
    expect(env.GATSBY_CPU_COUNT).toBe("1");
  });

  it("with more cores, Gatsby keeps its query workers", () => {
    const env: NodeJS.ProcessEnv = {};
    runQueriesInMainProcessOnSmallHosts(env, 8);
    expect(env.GATSBY_CPU_COUNT).toBeUndefined();
  });

  it("an explicit GATSBY_CPU_COUNT wins", () => {
    const env: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" };
    runQueriesInMainProcessOnSmallHosts(env, 2);
    expect(env.GATSBY_CPU_COUNT).toBe("logical_cores");
  });
});
