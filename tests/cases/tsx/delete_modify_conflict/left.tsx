export function Header() {
  return <header>Shop</header>;
}

export function Footer() {
  return <footer>(c) Shop</footer>;
}
