defmodule Catalog.Product do
  use Ecto.Schema
  import Ecto.Changeset

  schema "products" do
    field :name, :string
    field :price, :integer
    timestamps()
  end

  def changeset(product, attrs) do
    product
    |> cast(attrs, [:name, :price])
    |> validate_required([:name, :price])
  end
<<<<<<< left

  def display_price(%__MODULE__{price: price}) do
    "$#{div(price, 100)}.#{rem(price, 100)}"
  end
||||||| base
=======

  def display_price(%__MODULE__{price: price}) do
    :erlang.float_to_binary(price / 100, decimals: 2)
  end
>>>>>>> right
end
