// Gatsby's runtime needs a build (page loader, static query results); components under test
// get plain stand-ins instead. Tests set query results with
// `jest.mocked(useStaticQuery).mockReturnValue(...)`.
import * as React from "react";

const gatsby = jest.requireActual("gatsby");

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(
    // These props are Gatsby's, not valid attributes of an <a>.
    ({
      activeClassName,
      activeStyle,
      getProps,
      innerRef,
      partiallyActive,
      replace,
      state,
      to,
      ...rest
    }: LinkProps) => <a {...rest} href={to} />,
  ),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) => (
      <div {...rest} data-test-slice-alias={alias} />
    )),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
};
