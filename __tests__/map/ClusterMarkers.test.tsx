import * as React from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MapContainer } from "react-leaflet";
import { ClusterMarkers } from "../../src/components/map/ClusterMarkers";
import type { ClusterPoint } from "../../src/lib/map-clusters";

// jsdom lays nothing out: give every element the size of a phone's map so Leaflet can fit.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, value: 375 });
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, value: 300 });
});

const at = (id: number, lat: number, lng: number, title: string): ClusterPoint => ({
  id: String(id),
  lat,
  lng,
  title,
});
const SAME_ADDRESS = [
  at(1, 3.4516, -76.532, "Lucía Restrepo — Cali, Colombia"),
  at(2, 3.4516, -76.532, "Ana Gómez — Cali, Colombia"),
  at(3, 3.4516, -76.532, "Marta Ruiz — Cali, Colombia"),
];
const MADRID = at(4, 40.4168, -3.7038, "Pilar Sanz — Madrid, España");

function TestMap({ markers, onOpen }: { markers: ClusterPoint[]; onOpen: (id: string) => void }) {
  return (
    <MapContainer center={[14, -42]} zoom={2} minZoom={2} maxZoom={18}>
      <ClusterMarkers markers={markers} fit onMarkerClick={onOpen} />
    </MapContainer>
  );
}

it("opens fitted to the teachers, and reaches each co-located teacher by keyboard", async () => {
  const onOpen = jest.fn();
  const user = userEvent.setup();
  const { container } = render(<TestMap markers={SAME_ADDRESS} onOpen={onOpen} />);

  // One spot: the map centres on it at a street-level zoom, and shows one cluster of three.
  const map = container.querySelector<HTMLElement>(".leaflet-container")!;
  const cluster = await screen.findByRole("button", { name: "3 profesores en esta zona" });
  expect(map.dataset.points).toBe("3");
  expect(map.dataset.markers).toBe("1");

  cluster.focus();
  await user.keyboard("{Enter}");
  const list = await screen.findByRole("list", { name: "3 profesores en el mismo lugar" });
  const names = within(list).getAllByRole("button");
  expect(names.map((b) => b.textContent)).toEqual([
    "Ana Gómez — Cali, Colombia",
    "Lucía Restrepo — Cali, Colombia",
    "Marta Ruiz — Cali, Colombia",
  ]);
  expect(names[0]).toHaveFocus();
  await user.tab();
  expect(names[1]).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(onOpen).toHaveBeenCalledWith("1");
});

it("redraws at once for new teachers, and refits the view to them once typing pauses", () => {
  jest.useFakeTimers();
  try {
    const { container, rerender } = render(<TestMap markers={SAME_ADDRESS} onOpen={jest.fn()} />);
    const map = container.querySelector<HTMLElement>(".leaflet-container")!;
    const draws = Number(map.dataset.draws);
    rerender(<TestMap markers={[MADRID]} onOpen={jest.fn()} />);
    // Redrawn with the new points at once, but the view is still on Cali: Madrid is off screen.
    expect(Number(map.dataset.draws)).toBeGreaterThan(draws);
    expect(map.dataset.points).toBe("1");
    expect(screen.queryByRole("button", { name: "Pilar Sanz — Madrid, España" })).toBeNull();
    React.act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.getByRole("button", { name: "Pilar Sanz — Madrid, España" })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it("follows a new list of teachers: a single teacher is a button of its own", async () => {
  const onOpen = jest.fn();
  const { container, rerender } = render(
    <TestMap markers={[...SAME_ADDRESS, MADRID]} onOpen={onOpen} />,
  );
  const map = container.querySelector<HTMLElement>(".leaflet-container")!;
  await waitFor(() => expect(map.dataset.points).toBe("4"));
  rerender(<TestMap markers={[MADRID]} onOpen={onOpen} />);
  const pin = await screen.findByRole("button", { name: "Pilar Sanz — Madrid, España" });
  expect(map.dataset.points).toBe("1");
  expect(screen.queryByRole("button", { name: /profesores en esta zona/ })).toBeNull();
  pin.focus();
  await userEvent.keyboard(" ");
  expect(onOpen).toHaveBeenCalledWith("4");
});

it("shows a registrant's name and place in the tooltip as text, never as markup", async () => {
  const hostile = at(
    9,
    3.4516,
    -76.532,
    'Ana Prueba<img src="x" onerror="window.__xss=4"> — Cali<svg onload="window.__xss=5"></svg>',
  );
  const { container } = render(<TestMap markers={[hostile]} onOpen={jest.fn()} />);
  const marker = await screen.findByRole("button", { name: hostile.title });
  // Leaflet opens the tooltip on mouseover and on keyboard focus.
  marker.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
  const tooltip = await waitFor(() => {
    const element = container.querySelector<HTMLElement>(".leaflet-tooltip");
    expect(element).not.toBeNull();
    return element!;
  });
  expect(tooltip.textContent).toBe(hostile.title);
  expect(tooltip.querySelector("img, svg, script")).toBeNull();
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});

it("lists co-located registrants in the cluster's popup as text", async () => {
  const names = [
    'Eva</button><img src="x" onerror="window.__xss=6"> — Cali',
    'Bea" onfocus="window.__xss=7" x=" — Cali<svg onload="window.__xss=8"></svg>',
  ];
  const { container } = render(
    <TestMap
      markers={names.map((name, i) => at(20 + i, 3.4516, -76.532, name))}
      onOpen={jest.fn()}
    />,
  );
  const cluster = await screen.findByRole("button", { name: "2 profesores en esta zona" });
  cluster.focus();
  await userEvent.keyboard("{Enter}");
  const list = await screen.findByRole("list", { name: "2 profesores en el mismo lugar" });
  expect(
    within(list)
      .getAllByRole("button")
      .map((b) => b.textContent),
  ).toEqual([...names].sort());
  const popup = container.querySelector(".leaflet-popup")!;
  expect(popup.querySelector("img, svg, script, [onfocus]")).toBeNull();
  expect((window as { __xss?: number }).__xss).toBeUndefined();
});
