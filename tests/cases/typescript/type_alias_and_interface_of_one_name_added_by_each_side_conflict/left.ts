import { api } from "./api";

export interface User {
  id: string;
  name: string;
}

export type Role = "admin" | "member";

export async function loadUser(id: string): Promise<User> {
  return api.get(`/users/${id}`);
}
