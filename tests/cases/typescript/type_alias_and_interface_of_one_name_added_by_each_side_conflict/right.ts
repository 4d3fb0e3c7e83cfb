import { api } from "./api";

export interface User {
  id: string;
  name: string;
}

export interface Role {
  name: string;
  permissions: string[];
}

export async function loadUser(id: string): Promise<User> {
  return api.get(`/users/${id}`);
}
