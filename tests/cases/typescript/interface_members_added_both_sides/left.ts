export interface ServerOptions {
  host: string;
  port: number;
  /** Serve over HTTPS when true. */
  tls?: boolean;
}

export const defaults: ServerOptions = { host: '0.0.0.0', port: 3000 };
