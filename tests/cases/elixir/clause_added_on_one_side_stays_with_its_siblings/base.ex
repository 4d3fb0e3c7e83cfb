defmodule Orders.Status do
  @moduledoc "Labels for order states."

  def label(:pending), do: "Waiting for payment"
  def label(:paid), do: "Paid"
  def label(other) when is_atom(other), do: other |> Atom.to_string() |> String.capitalize()

  def final?(status), do: status in [:delivered, :cancelled]
end
