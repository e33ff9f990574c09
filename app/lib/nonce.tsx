import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce for this response's inline scripts. Set during server
 * rendering only; browsers hide nonce attributes from scripts, so the client renders "".
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
