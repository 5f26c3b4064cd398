import { createContext, useContext } from "react";

/**
 * True inside the common layout (which renders <main>). Pages that can also be shown by the root
 * error boundary (404, error page) render their own <main> only outside the layout.
 */
export const InsideLayoutContext = createContext(false);
export const useInsideLayout = () => useContext(InsideLayoutContext);
