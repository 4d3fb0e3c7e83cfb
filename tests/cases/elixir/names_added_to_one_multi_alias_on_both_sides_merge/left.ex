defmodule Shop.Checkout do
  alias Shop.{Cart, Order, Payment}

  def place(%Cart{} = cart) do
    cart
    |> Order.from_cart()
    |> Payment.charge()
  end
end
