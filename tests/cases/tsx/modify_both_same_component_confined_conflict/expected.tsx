type Props = { name: string; unread: number };

export function Inbox({ name, unread }: Props) {
  return (
    <main>
<<<<<<< left
      <h1>Welcome back, {name}</h1>
||||||| base
      <h1>Hello, {name}</h1>
=======
      <h1>Hi there, {name}</h1>
>>>>>>> right
      <p>{unread} new messages</p>
    </main>
  );
}

export function Empty() {
  return <p className="muted">Nothing here.</p>;
}
