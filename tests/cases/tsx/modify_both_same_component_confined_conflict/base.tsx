type Props = { name: string; unread: number };

export function Inbox({ name, unread }: Props) {
  return (
    <main>
      <h1>Hello, {name}</h1>
      <p>{unread} new messages</p>
    </main>
  );
}

export function Empty() {
  return <p>Nothing here.</p>;
}
