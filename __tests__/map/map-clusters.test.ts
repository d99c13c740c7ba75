import { createClusterIndex, viewBox, type ClusterPoint } from "../../src/lib/map-clusters";
import es from "../../src/i18n/es";
import { fill } from "../../src/i18n/message";

const WORLD = viewBox(-180, -85, 180, 85);
const point = (id: number, lat: number, lng: number): ClusterPoint => ({
  id: String(id),
  lat,
  lng,
  title: `Profesor ${String(id).padStart(4, "0")}`,
});

// Three at one address in Cali, one a few streets away, one in Madrid.
const CALI = [point(1, 3.4516, -76.532), point(2, 3.4516, -76.532), point(3, 3.4516, -76.532)];
const NEAR = point(4, 3.46, -76.52);
const MADRID = point(5, 40.4168, -3.7038);

it("clusters nearby teachers at a wide zoom and separates the cities", () => {
  const index = createClusterIndex([...CALI, NEAR, MADRID]);
  const items = index.items(WORLD, 3);
  const cluster = items.find((i) => i.kind === "cluster");
  expect(cluster).toMatchObject({ kind: "cluster", count: 4 });
  expect(items.filter((i) => i.kind === "point").map((i) => i.key)).toEqual(["p5"]);
});

it("keeps co-located teachers one cluster at the map's maximum zoom, listed by name", () => {
  const index = createClusterIndex([...CALI, NEAR, MADRID], { maxZoom: 18 });
  const items = index.items(viewBox(-76.54, 3.44, -76.51, 3.47), 18);
  const cluster = items.find((i) => i.kind === "cluster");
  if (cluster?.kind !== "cluster") throw new Error("no cluster at zoom 18");
  expect(cluster.count).toBe(3);
  expect(index.expansionZoom(cluster.clusterId)).toBeGreaterThan(18);
  expect(index.sameSpot(cluster.clusterId)).toBe(true);
  expect(index.leaves(cluster.clusterId).map((p) => p.id)).toEqual(["1", "2", "3"]);
  expect(items.find((i) => i.kind === "point")).toMatchObject({ key: "p4" });
  expect(fill(es.map.clusterListSameSpot, { n: 3 })).toBe("3 profesores en el mismo lugar");
});

it("every teacher belongs to exactly one drawn item at any zoom", () => {
  const many = Array.from({ length: 5000 }, (_, i) =>
    point(i, 3 + ((i * 37) % 200) / 10, -80 + ((i * 91) % 300) / 10),
  );
  const index = createClusterIndex(many);
  for (const zoom of [2, 6, 10, 18]) {
    const counted = index
      .items(WORLD, zoom)
      .reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0);
    expect(counted).toBe(5000);
  }
});

it("a view past ±180° is clamped", () => {
  expect(viewBox(-400, -95, 400, 95)).toEqual([-180, -85, 180, 85]);
  expect(viewBox(-200, 0, 10, 20)).toEqual([-180, 0, 10, 20]);
});
