defmodule Shop.Checkout do
  alias Shop.{Cart, Order}

  def place(%Cart{} = cart) do
    Order.from_cart(cart)
  end
end
