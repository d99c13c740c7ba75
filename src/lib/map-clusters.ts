import Supercluster, { type ClusterProperties, type PointFeature as GeoPoint } from "supercluster";

/** One place on a map: a teacher of the registry, the centre… */
export interface ClusterPoint {
  id: string;
  lat: number;
  lng: number;
  /** Accessible name (and tooltip): "Lucía Restrepo — Cali, Colombia". */
  title: string;
}

/** What a map draws at one zoom: a single point, or a cluster of nearby points. */
export type MapItem =
  | { kind: "point"; key: string; lat: number; lng: number; point: ClusterPoint }
  | { kind: "cluster"; key: string; lat: number; lng: number; count: number; clusterId: number };

/** [west, south, east, north], in degrees, as supercluster reads a view. */
export type BBox = [number, number, number, number];

type Props = { point: ClusterPoint };
type PointFeature = GeoPoint<Props>;

// One GeoJSON feature per point, made once: a search rebuilds the index at every keystroke from
// the same point objects, and allocating thousands of features each time is wasted work.
const features = new WeakMap<ClusterPoint, PointFeature>();
const featureOf = (point: ClusterPoint): PointFeature => {
  let feature = features.get(point);
  if (!feature) {
    feature = {
      type: "Feature",
      properties: { point },
      geometry: { type: "Point", coordinates: [point.lng, point.lat] },
    };
    features.set(point, feature);
  }
  return feature;
};

/**
 * Supercluster over a list of points: a kd-tree per zoom, built once per list (about 10 ms for
 * 5,000 points), after which any view is answered in well under a millisecond, so a map can
 * follow each keystroke of a search. Clusters are kept up to `maxZoom` (the map's maximum):
 * teachers at the same address stay one cluster there and are listed instead of stacked.
 */
export function createClusterIndex(
  points: readonly ClusterPoint[],
  { maxZoom = 18, radius = 60 }: { maxZoom?: number; radius?: number } = {},
) {
  // extent 256: the radius is in screen pixels of Leaflet's 256 px tiles, wide enough that
  // cluster badges (up to 60 px) never overlap.
  const cluster = new Supercluster<Props, Record<string, never>>({
    maxZoom,
    radius,
    extent: 256,
    minZoom: 0,
  });
  cluster.load(points.map(featureOf));
  const at = (feature: { properties: unknown }): ClusterPoint | undefined =>
    (feature.properties as Partial<Props>).point;
  const leaves = (clusterId: number) =>
    cluster
      .getLeaves(clusterId, Infinity)
      .map(at)
      .filter((p): p is ClusterPoint => p !== undefined)
      .sort((a, b) => a.title.localeCompare(b.title, "es"));

  return {
    size: points.length,
    /** Points and clusters inside a view at a whole zoom level. */
    items(bbox: BBox, zoom: number) {
      const out: MapItem[] = [];
      for (const feature of cluster.getClusters(bbox, Math.round(zoom))) {
        const props = feature.properties as Partial<ClusterProperties> & Props;
        if (props.cluster && typeof props.cluster_id === "number") {
          const [lng = 0, lat = 0] = feature.geometry.coordinates;
          out.push({
            kind: "cluster",
            key: `c${props.cluster_id}`,
            lat,
            lng,
            count: props.point_count ?? 0,
            clusterId: props.cluster_id,
          });
          continue;
        }
        const point = at(feature);
        if (point)
          out.push({ kind: "point", key: `p${point.id}`, lat: point.lat, lng: point.lng, point });
      }
      return out;
    },
    /** Every point of a cluster, by name. */
    leaves,
    /** The zoom at which a cluster splits; above the map's maximum when its points share a spot. */
    expansionZoom: (clusterId: number) => cluster.getClusterExpansionZoom(clusterId),
    /** Whether all the points of a cluster stand on the same coordinates. */
    sameSpot(clusterId: number) {
      const [first, ...rest] = leaves(clusterId);
      return rest.every((p) => p.lat === first?.lat && p.lng === first?.lng);
    },
    points,
  };
}

export type ClusterIndex = ReturnType<typeof createClusterIndex>;

/** A Leaflet view (which may run past ±180° at low zooms) as supercluster's box. */
export function viewBox(west: number, south: number, east: number, north: number): BBox {
  const clampLat = (v: number) => Math.max(-85, Math.min(85, v));
  if (east - west >= 360) return [-180, clampLat(south), 180, clampLat(north)];
  return [Math.max(-180, west), clampLat(south), Math.min(180, east), clampLat(north)];
}
