import type { User } from './types';

export function UserCard({ user }: { user: User }) {
  return <div className="card">{user.name}</div>;
}

export function UserList({ users }: { users: User[] }) {
  return <ul>{users.map((u) => <li key={u.id}>{u.name}</li>)}</ul>;
}
