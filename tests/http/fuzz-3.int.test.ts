import { registerFuzz } from "./fuzz-suite";

// Shard 3 of 3 of the fuzz battery (tests/http/fuzz-suite.ts).
registerFuzz(2, 3);
