import type { User } from './types';
import { Avatar } from './Avatar';

export function UserCard({ user }: { user: User }) {
  return <div className="card"><Avatar src={user.photo} />{user.name}</div>;
}

export function UserList({ users }: { users: User[] }) {
  return <ul>{users.map((u) => <li key={u.id}>{u.name}</li>)}</ul>;
}
