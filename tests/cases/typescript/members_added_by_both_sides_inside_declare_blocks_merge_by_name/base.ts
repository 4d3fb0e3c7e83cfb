import type { Tenant } from './tenant';

declare global {
  interface Window {
    analytics: Analytics;
  }
}

declare module 'koa' {
  interface DefaultContext {
    tenant: Tenant;
  }
}

declare namespace Config {
  interface Flags {
    beta: boolean;
  }
}
