import { api } from "./api";

export interface User {
  id: string;
  name: string;
}

export async function loadUser(id: string): Promise<User> {
  return api.get(`/users/${id}`);
}
