import type { Tenant } from './tenant';

declare global {
  interface Window {
    analytics: Analytics;
    intercomSettings?: object;
  }
}

declare module 'koa' {
  interface DefaultContext {
    tenant: Tenant;
    locale: string;
  }
}

declare namespace Config {
  interface Flags {
    beta: boolean;
    canary?: boolean;
  }
}
