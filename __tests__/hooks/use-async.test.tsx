import * as React from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useAsync, type AsyncState } from "../../src/hooks/use-async";

// Requests the test answers by hand, in any order.
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}
let pending: Pending[] = [];
const task = (key: string) => (signal: AbortSignal) =>
  new Promise<string>((resolve, reject) => pending.push({ key, signal, resolve, reject }));

beforeEach(() => {
  pending = [];
});

const describeState = (state: AsyncState<string>) =>
  state.status === "success"
    ? `success: ${state.data}`
    : state.status === "error"
      ? `error: ${String(state.error)}`
      : state.status;

function Probe({ id, initial }: { id: string | null; initial?: "idle" | "loading" }) {
  const { state, retry } = useAsync(id ? task(id) : null, [id], initial);
  return (
    <>
      <p>{describeState(state)}</p>
      <button type="button" onClick={retry}>
        Reintentar
      </button>
    </>
  );
}

const settle = async (fn: () => void) => {
  await act(async () => {
    fn();
    await Promise.resolve();
  });
};

test("idle when there is nothing to ask", () => {
  render(<Probe id={null} />);
  expect(screen.getByText("idle")).toBeInTheDocument();
  expect(pending).toHaveLength(0);
});

test("loading, then success with the data", async () => {
  render(<Probe id="31" />);
  expect(screen.getByText("loading")).toBeInTheDocument();
  await settle(() => pending[0]!.resolve("evento 31"));
  expect(screen.getByText("success: evento 31")).toBeInTheDocument();
});

test("loading, then error; retry asks again and can succeed", async () => {
  render(<Probe id="31" />);
  await settle(() => pending[0]!.reject(new Error("offline")));
  expect(screen.getByText("error: Error: offline")).toBeInTheDocument();

  await userEvent.click(screen.getByRole("button", { name: "Reintentar" }));
  expect(screen.getByText("loading")).toBeInTheDocument();
  expect(pending).toHaveLength(2);
  await settle(() => pending[1]!.resolve("evento 31"));
  expect(screen.getByText("success: evento 31")).toBeInTheDocument();
});

test("a new input aborts the old request, whose late answer is dropped", async () => {
  const { rerender } = render(<Probe id="1" />);
  rerender(<Probe id="2" />);
  expect(pending.map((p) => p.key)).toEqual(["1", "2"]);
  expect(pending[0]!.signal.aborted).toBe(true);

  await settle(() => pending[1]!.resolve("evento 2"));
  await settle(() => pending[0]!.resolve("evento 1"));
  expect(screen.getByText("success: evento 2")).toBeInTheDocument();
});

test("leaving the page aborts the request", () => {
  const { unmount } = render(<Probe id="1" />);
  unmount();
  expect(pending[0]!.signal.aborted).toBe(true);
});

test("back to idle when the input goes away", () => {
  const { rerender } = render(<Probe id="1" />);
  rerender(<Probe id={null} />);
  expect(screen.getByText("idle")).toBeInTheDocument();
  expect(pending[0]!.signal.aborted).toBe(true);
});

test("the prebuilt HTML shows the initial state whatever the task (hydration matches)", () => {
  // The build's renderer (jsdom would pick the browser one, which needs TextEncoder).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require("react-dom/server.node") as typeof import("react-dom/server");
  // A client-only route is built without its query: no task at build time, one in the browser.
  expect(renderToString(<Probe id={null} />)).toContain("loading");
  expect(renderToString(<Probe id="31" />)).toContain("loading");
  expect(renderToString(<Probe id={null} initial="idle" />)).toContain("idle");
  expect(renderToString(<Probe id="31" initial="idle" />)).toContain("idle");
  expect(pending).toHaveLength(0);
});
