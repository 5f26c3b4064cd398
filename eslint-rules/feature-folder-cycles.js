import fs from "node:fs";
import path from "node:path";

/**
 * Lint rule `hanfnetz/no-feature-folder-cycle`: the feature folders (app/features/<domain>) import
 * each other in one direction only. import-x/no-cycle sees loops of files; this rule sees loops of
 * folders (blog → profiles → blog through different files), which tie domains into one knot. A rule
 * that two domains share lives below both (app/lib or a small shared module), or the route composes.
 *
 * The graph is read from the source text of every non-test .ts/.tsx file under the features folder
 * (static imports, re-exports, import(), type-only imports too), once per lint run and folder.
 */

const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE_RE = /\.(ts|tsx)$/;
const TEST_RE = /\.test\.tsx?$/;

/** The feature folder an import specifier of `file` points to, or null (outside the features, or its own folder). */
function targetFolder(featuresDir, file, spec) {
  let abs;
  if (spec.startsWith("~/features/")) abs = path.join(featuresDir, spec.slice("~/features/".length));
  else if (spec.startsWith(".")) abs = path.resolve(path.dirname(file), spec);
  else return null;
  const rel = path.relative(featuresDir, abs);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] || null;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(p));
    else if (SOURCE_RE.test(entry.name) && !TEST_RE.test(entry.name)) out.push(p);
  }
  return out;
}

/** folder → Map(target folder → [files that import it]) of the features folder `featuresDir` (absolute). */
export function featureFolderGraph(featuresDir) {
  const graph = new Map();
  for (const file of sourceFiles(featuresDir)) {
    const from = path.relative(featuresDir, file).split(path.sep)[0];
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(IMPORT_RE)) {
      const to = targetFolder(featuresDir, file, m[1] ?? m[2]);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to).push(path.relative(featuresDir, file));
    }
  }
  return graph;
}

/** The strongly connected components with more than one folder (Tarjan): each is a loop of folders. */
export function folderCycles(graph) {
  let index = 0;
  const stack = [];
  const onStack = new Set();
  const idx = new Map();
  const low = new Map();
  const loops = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return loops;
}

/** The shortest way from `from` back to `to` inside one loop, as folder names. */
function wayBack(graph, from, to, members) {
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    if (v === to) break;
    for (const w of graph.get(v)?.keys() ?? []) {
      if (members.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  const way = [];
  for (let v = to; v !== null && v !== undefined; v = prev.get(v)) way.unshift(v);
  return way;
}

const cache = new Map();
function loopsOf(featuresDir) {
  if (!cache.has(featuresDir)) {
    const graph = featureFolderGraph(featuresDir);
    const loopOf = new Map();
    for (const loop of folderCycles(graph)) for (const f of loop) loopOf.set(f, new Set(loop));
    cache.set(featuresDir, { graph, loopOf });
  }
  return cache.get(featuresDir);
}

export const noFeatureFolderCycle = {
  meta: {
    type: "problem",
    docs: { description: "Feature folders (app/features/*) must not import each other in a loop." },
    schema: [{ type: "object", properties: { featuresDir: { type: "string" } }, additionalProperties: false }],
    messages: {
      loop: "app/features/{{from}} imports app/features/{{to}}, and {{to}} leads back: {{way}}. Move the shared rule below both (app/lib or a small shared module) or let the route compose.",
    },
  },
  create(context) {
    const featuresDir = path.resolve(context.cwd, context.options[0]?.featuresDir ?? "app/features");
    const file = path.resolve(context.cwd, context.filename);
    const rel = path.relative(featuresDir, file);
    if (rel.startsWith("..") || path.isAbsolute(rel) || TEST_RE.test(file)) return {};
    const from = rel.split(path.sep)[0];
    const { graph, loopOf } = loopsOf(featuresDir);
    const members = loopOf.get(from);
    if (!members) return {};
    const check = (node, source) => {
      if (typeof source?.value !== "string") return;
      const to = targetFolder(featuresDir, file, source.value);
      if (!to || to === from || !members.has(to)) return;
      context.report({ node, messageId: "loop", data: { from, to, way: [from, ...wayBack(graph, to, from, members)].join(" → ") } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { "no-feature-folder-cycle": noFeatureFolderCycle } };
