import * as React from "react";

const mockHydrateRoot = jest.fn((..._args: unknown[]) => undefined);
const mockCreateRoot = jest.fn((..._args: unknown[]) => ({ render: jest.fn() }));
jest.mock("react-dom/client", () => ({
  hydrateRoot: (...args: unknown[]) => mockHydrateRoot(...args),
  createRoot: (...args: unknown[]) => mockCreateRoot(...args),
}));

// Gatsby's webpack aliases @reach/router; the header reads the path from it.
jest.mock("@reach/router", () => ({ useLocation: () => ({ pathname: "/" }) }), { virtual: true });

import { replaceHydrateFunction } from "../../gatsby-browser";

type Hydrate = (element: React.ReactNode, container: Element | null) => void;
const hydrate = (replaceHydrateFunction as unknown as () => Hydrate)();

afterEach(() => {
  document.body.innerHTML = "";
  jest.clearAllMocks();
});

test("a prebuilt page hydrates as soon as its code runs, with no wait for other chunks", () => {
  document.body.innerHTML =
    '<div id="___gatsby"><div id="gatsby-focus-wrapper"><main>prebuilt</main></div></div>';
  const container = document.getElementById("___gatsby");
  hydrate(<p>page</p>, container);
  // Synchronously: no promise, timer or chunk is awaited first.
  expect(mockHydrateRoot).toHaveBeenCalledTimes(1);
  expect(mockHydrateRoot).toHaveBeenCalledWith(container, <p>page</p>);
  expect(mockCreateRoot).not.toHaveBeenCalled();
});

test("a client-only route (nothing prebuilt) is rendered, not hydrated", () => {
  document.body.innerHTML = '<div id="___gatsby"><div id="gatsby-focus-wrapper"></div></div>';
  hydrate(<p>page</p>, document.getElementById("___gatsby"));
  expect(mockCreateRoot).toHaveBeenCalledTimes(1);
  expect(mockHydrateRoot).not.toHaveBeenCalled();
});
