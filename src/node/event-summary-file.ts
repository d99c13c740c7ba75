import { mkdir, writeFile } from "fs/promises";
import path from "path";
import type { BuildArgs } from "gatsby";
import { nodesOf } from "./sourced-nodes";
import { EVENT_SUMMARY_PATH, eventSummary } from "../lib/event-summary";

/** public/eventos/resumen.json: the prebuilt events' ids and starts, for the profile panel. */
export async function writeEventSummaryFile(
  { getNodesByType }: Pick<BuildArgs, "getNodesByType">,
  publicDir: string,
): Promise<void> {
  const eventos = nodesOf(getNodesByType, "Event");
  const file = path.join(publicDir, EVENT_SUMMARY_PATH);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(eventSummary(eventos)));
}
