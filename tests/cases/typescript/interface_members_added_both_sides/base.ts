export interface ServerOptions {
  host: string;
  port: number;
}

export const defaults: ServerOptions = { host: '0.0.0.0', port: 3000 };
