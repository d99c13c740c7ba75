/**
 * @jest-environment-options {"url": "https://www.ikyyoga.com/"}
 */
import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import LoaderGate, { isLocalHost } from "../../src/components/ui/LoaderGate";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("by default (no GATSBY_LEGACY_LOADER) it never covers the content", () => {
  render(<LoaderGate />);
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("with the option: shown until the images load and 2 s more", () => {
  // jsdom has finished loading this empty document already: only the 2 s remain.
  render(<LoaderGate enabled />);
  expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
  act(() => {
    jest.advanceTimersByTime(1_900);
  });
  expect(screen.getByRole("status")).toBeInTheDocument();
  act(() => {
    jest.advanceTimersByTime(200);
  });
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

test("on this machine (localhost) it is skipped", () => {
  expect(isLocalHost("localhost")).toBe(true);
  expect(isLocalHost("127.0.0.1")).toBe(true);
  expect(isLocalHost("www.ikyyoga.com")).toBe(false);
});
