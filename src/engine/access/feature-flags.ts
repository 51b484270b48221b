/**
 * The signed-in person's feature flags, as the app's session read them: a screen offers a part
 * only to those who have its flag (the notifications' 대행사 tab needs AGENCY). The app provides them.
 */
import { createContext, useContext } from 'react';

const NONE: ReadonlySet<string> = new Set();

export const FeatureFlagsContext = createContext<ReadonlySet<string>>(NONE);

export function useFeatureFlags(): ReadonlySet<string> {
  return useContext(FeatureFlagsContext);
}
