import { registerFuzz } from "./fuzz-suite";

// Shard 1 of 3 of the fuzz battery (tests/http/fuzz-suite.ts).
registerFuzz(0, 3);
