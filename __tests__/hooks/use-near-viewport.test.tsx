import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import { useNearViewport } from "../../src/hooks/use-near-viewport";

// A controllable IntersectionObserver: the test says when the element comes near.
const observers: FakeObserver[] = [];
class FakeObserver {
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    observers.push(this);
  }
  observe(node: Element) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never));
  }
}

const original = window.IntersectionObserver;
beforeEach(() => {
  observers.length = 0;
  window.IntersectionObserver = FakeObserver as never;
});
afterEach(() => {
  window.IntersectionObserver = original;
});

function Probe({ rootMargin, skip }: { rootMargin?: string; skip?: boolean }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin, skip });
  return <div ref={ref}>{near ? "cerca" : "lejos"}</div>;
}

test("false until the element comes within the margin, then true for good", () => {
  render(<Probe rootMargin="400px 0px" />);
  expect(screen.getByText("lejos")).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  const [observer] = observers;
  expect(observer!.options.rootMargin).toBe("400px 0px");
  expect(observer!.observed).toEqual([screen.getByText("lejos")]);

  observer!.fire(false);
  expect(screen.getByText("lejos")).toBeInTheDocument();

  observer!.fire(true);
  expect(screen.getByText("cerca")).toBeInTheDocument();
  expect(observer!.disconnected).toBe(true);
  // Once near, nothing is observed again.
  expect(observers).toHaveLength(1);
});

test("stops observing when the component goes away", () => {
  const { unmount } = render(<Probe />);
  unmount();
  expect(observers[0]!.disconnected).toBe(true);
});

test("skip observes nothing; observing starts when skip turns off", () => {
  const { rerender } = render(<Probe skip />);
  expect(observers).toHaveLength(0);
  expect(screen.getByText("lejos")).toBeInTheDocument();
  rerender(<Probe skip={false} />);
  expect(observers).toHaveLength(1);
  observers[0]!.fire(true);
  expect(screen.getByText("cerca")).toBeInTheDocument();
});

test("without IntersectionObserver the content is not withheld", () => {
  // @ts-expect-error -- an old browser
  delete window.IntersectionObserver;
  render(<Probe />);
  expect(screen.getByText("cerca")).toBeInTheDocument();
});
