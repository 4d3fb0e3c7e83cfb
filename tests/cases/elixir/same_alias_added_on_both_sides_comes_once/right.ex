defmodule Shop.Orders do
  alias Shop.Order
  alias Shop.Repo

  def new(attrs), do: struct(Order, attrs)

  def list, do: Repo.all(Order)
end
