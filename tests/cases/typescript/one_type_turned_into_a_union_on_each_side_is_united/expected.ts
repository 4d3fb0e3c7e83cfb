export interface Session {
  id: string;
  expires: Date | null | number;
}
