export type FirebaseWebConfig = {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  appId?: string;
};

export type AppConfig = {
  /** Base URL of the API, without a trailing slash. */
  apiUrl: string;
  firebase: FirebaseWebConfig;
  /** Set when the app must use the local Auth Emulator instead of a real project. */
  authEmulatorUrl: string | undefined;
  /** Seconds RTK Query keeps data nobody uses; tests set 0 so no timer outlives a test. */
  apiCacheSeconds: number;
  /** Minutes without a key, click or touch in any tab after which the session ends. */
  inactivityMinutes: number;
};
