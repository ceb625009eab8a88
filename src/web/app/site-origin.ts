import { createContext, useContext } from 'react';

/**
 * The origin this site is being read at ('https://sede.example'), for absolute links in structured data. The
 * server renders with the one the request came to (entry-server.tsx), so the browser reads the same value.
 */
export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? globalThis.location?.origin ?? 'http://localhost';
}
