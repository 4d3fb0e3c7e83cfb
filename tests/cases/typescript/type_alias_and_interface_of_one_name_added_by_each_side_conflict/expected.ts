import { api } from "./api";

export interface User {
  id: string;
  name: string;
}
<<<<<<< left

export type Role = "admin" | "member";
||||||| base
=======

export interface Role {
  name: string;
  permissions: string[];
}
>>>>>>> right

export async function loadUser(id: string): Promise<User> {
  return api.get(`/users/${id}`);
}
