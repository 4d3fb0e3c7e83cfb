type Item = { id: string; title: string; done: boolean };

export function TodoItem({ item }: { item: Item }) {
  return (
    <li>
      <input type="checkbox" checked={item.done} readOnly />
      {item.title}
    </li>
  );
}

export function TodoList({ items }: { items: Item[] }) {
  return (
    <ul className="todo-list">
      {items.map((item) => (
        <TodoItem key={item.id} item={item} />
      ))}
    </ul>
  );
}
