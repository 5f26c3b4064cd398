import type { ESLint, Rule } from "eslint";

export function featureFolderGraph(featuresDir: string): Map<string, Map<string, string[]>>;
export function folderCycles(graph: Map<string, Map<string, string[]>>): string[][];
export const noFeatureFolderCycle: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
