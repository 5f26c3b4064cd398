import { createContext, useContext } from "react";

/** The CSP nonce of the current server render (empty in the browser). */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
