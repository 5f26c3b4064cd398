/** `npm run dev`: the Express server with Vite in middleware mode (HMR). */
process.env.NODE_ENV = "development";
await import("../server/index.ts");
export {};
