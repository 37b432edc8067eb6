import { createContext, useContext } from "react";

// Browsers hide the nonce attribute after parsing, so it is only known while rendering on the server.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
