import type { Tenant } from './tenant';

declare global {
  interface Window {
    analytics: Analytics;
    featureFlags: Record<string, boolean>;
    intercomSettings?: object;
  }
}

declare module 'koa' {
  interface DefaultContext {
    tenant: Tenant;
    traceId: string;
    locale: string;
  }
}

declare namespace Config {
  interface Flags {
    beta: boolean;
    darkMode: boolean;
    canary?: boolean;
  }
}
