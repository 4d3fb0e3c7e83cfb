type Props = { name: string; unread: number };

export function Inbox({ name, unread }: Props) {
  return (
    <main>
      <h1>Hi there, {name}</h1>
      <p>{unread} new messages</p>
    </main>
  );
}

export function Empty() {
  return <p className="muted">Nothing here.</p>;
}
