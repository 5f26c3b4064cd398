import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { execSync } from "node:child_process";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "~db": fileURLToPath(new URL("./db", import.meta.url)),
};

function appVersion() {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return "dev";
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __APP_VERSION__: JSON.stringify(process.env.APP_VERSION ?? appVersion()) },
  resolve: { alias },
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : { target: "es2022" },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"] },
  plugins: [tailwindcss(), reactRouter()],
}));
