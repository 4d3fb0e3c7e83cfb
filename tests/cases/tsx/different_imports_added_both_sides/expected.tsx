import type { User } from './types';
import { Avatar } from './Avatar';
import EmptyState from './EmptyState';

export function UserCard({ user }: { user: User }) {
  return <div className="card"><Avatar src={user.photo} />{user.name}</div>;
}

export function UserList({ users }: { users: User[] }) {
  if (users.length === 0) return <EmptyState message="No users yet" />;
  return <ul>{users.map((u) => <li key={u.id}>{u.name}</li>)}</ul>;
}
