import type { Tenant } from './tenant';

declare global {
  interface Window {
    analytics: Analytics;
    featureFlags: Record<string, boolean>;
  }
}

declare module 'koa' {
  interface DefaultContext {
    tenant: Tenant;
    traceId: string;
  }
}

declare namespace Config {
  interface Flags {
    beta: boolean;
    darkMode: boolean;
  }
}
