import "@testing-library/jest-dom";

// jsdom has neither matchMedia (react-slick, responsive menus) nor IntersectionObserver
// (lazy images, scroll-driven UI); components get inert versions that tests can replace.
// Build-time modules are tested in the node environment, where there is no window.
if (typeof window !== "undefined") installBrowserMocks();

function installBrowserMocks() {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: jest.fn(),
      removeListener: jest.fn(),
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  });

  class IntersectionObserverMock implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds = [0];
    observe = jest.fn();
    unobserve = jest.fn();
    disconnect = jest.fn();
    takeRecords = jest.fn((): IntersectionObserverEntry[] => []);
  }

  Object.defineProperty(window, "IntersectionObserver", {
    writable: true,
    configurable: true,
    value: IntersectionObserverMock,
  });
}
