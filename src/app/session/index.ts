export { SessionProvider, type Navigate, type SessionProviderProps } from './SessionProvider';
export { SessionContext, useSession, type Session, type SessionStatus, type SessionTokens } from './session-context';
export { defaultSessionServices, type SessionServices } from './session-services';
export * from './redirect-rules';
export * from './session-start';
