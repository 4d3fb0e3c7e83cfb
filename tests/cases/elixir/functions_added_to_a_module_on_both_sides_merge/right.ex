defmodule Shop.Cart do
  @moduledoc """
  A shopping cart: items and their quantities.
  """

  alias Shop.Item

  defstruct items: %{}

  def new, do: %__MODULE__{}

  def add(%__MODULE__{items: items} = cart, %Item{sku: sku}, quantity \\ 1) do
    items = Map.update(items, sku, quantity, &(&1 + quantity))
    %{cart | items: items}
  end

  def count(%__MODULE__{items: items}) do
    items |> Map.values() |> Enum.sum()
  end
end
