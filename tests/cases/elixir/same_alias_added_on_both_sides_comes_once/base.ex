defmodule Shop.Orders do
  alias Shop.Order

  def new(attrs), do: struct(Order, attrs)
end
