defmodule Shop.Checkout do
  alias Shop.{Cart, Inventory, Order}

  def place(%Cart{} = cart) do
    Order.from_cart(cart)
  end

  def available?(%Cart{} = cart), do: Inventory.in_stock?(cart.items)
end
