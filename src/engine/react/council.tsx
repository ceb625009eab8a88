import { createContext, useContext } from 'react';
import type { Council } from '../council.ts';

const CouncilContext = createContext<Council | null>(null);

/** Gives the forms the council they are filed with: the hosting app provides it from its own content. */
export const CouncilProvider = CouncilContext.Provider;

/** The council of the nearest CouncilProvider (a form rendered without one is a wiring mistake). */
export function useCouncil(): Council {
  const council = useContext(CouncilContext);
  if (!council) throw new Error('Procedure forms need a <CouncilProvider> around them with the council.');
  return council;
}
