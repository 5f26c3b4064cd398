import type { Config } from "@react-router/dev/config";

/** The throughput baseline (issue #11): a trivial React Router app of the same version. */
export default { ssr: true, appDirectory: "app", buildDirectory: "build" } satisfies Config;
