defmodule Shop.Checkout do
  alias Shop.{Cart, Inventory, Order, Payment}

  def place(%Cart{} = cart) do
    cart
    |> Order.from_cart()
    |> Payment.charge()
  end

  def available?(%Cart{} = cart), do: Inventory.in_stock?(cart.items)
end
