export function Header() {
  return <header>Shop</header>;
}

export function Banner() {
  return <div className="banner">Free shipping</div>;
}

export function Footer() {
  return <footer>(c) Shop</footer>;
}
