import { z } from "zod";
import { germanZodMessage } from "./zod-german";

/**
 * German default messages for every zod schema on the server (app/lib/zod-german.ts). Imported
 * by app/entry.server.tsx and app/lib/request.server.ts, so it is installed before any request is
 * parsed. The browser installs the same messages in app/lib/zod-jitless.ts.
 */
z.config({ customError: germanZodMessage });
