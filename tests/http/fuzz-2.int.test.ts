import { registerFuzz } from "./fuzz-suite";

// Shard 2 of 3 of the fuzz battery (tests/http/fuzz-suite.ts).
registerFuzz(1, 3);
