export function Header() {
  return <header>Shop</header>;
}
<<<<<<< left
||||||| base

export function Banner() {
  return <div className="banner">Free shipping</div>;
}
=======

export function Banner() {
  return <div className="banner">Free shipping over $50</div>;
}
>>>>>>> right

export function Footer() {
  return <footer>(c) Shop</footer>;
}
