import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

// The CSS modules under src/, comments stripped (they may talk about colours and widths;
// only declarations count), for the token and breakpoint tests.
export const ROOT = path.resolve(__dirname, "../..");
export const GLOBAL_CSS = readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return entry.name.endsWith(".module.css") ? [full] : [];
  });
}

export const CSS_MODULES = modules(path.join(ROOT, "src")).map((file) => ({
  name: path.relative(ROOT, file),
  css: readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, ""),
}));
