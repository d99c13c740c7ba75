/** @jest-environment node */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// A stylesheet reached through CSS `composes … from` is loaded without the PostCSS step, so a
// named breakpoint in it would reach the browser unexpanded (and invalid): such files must not
// use one. Compose those classes in the component instead (see PaymentModal).
const SRC = path.resolve("src");
const modules = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".module.css"))
  .map((file) => path.join(SRC, file));

const composed = new Set(
  modules.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/composes:[^;]*from\s+"([^"]+)"/g)].map((m) =>
      path.resolve(path.dirname(file), m[1] ?? ""),
    ),
  ),
);

it.each([...composed].map((file) => ({ name: path.relative(SRC, file), file })))(
  "$name (composed by another module) uses no named breakpoint",
  ({ file }) => {
    expect(readFileSync(file, "utf8")).not.toMatch(/@media[^{]*\(--/);
  },
);
