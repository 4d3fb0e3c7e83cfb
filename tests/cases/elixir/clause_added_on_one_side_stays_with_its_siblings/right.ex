defmodule Orders.Status do
  @moduledoc "Labels for order states."

  def label(:pending), do: "Waiting for payment"
  def label(:paid), do: "Paid"
  def label(other) when is_atom(other), do: other |> Atom.to_string() |> String.replace("_", " ")

  def final?(status), do: status in [:delivered, :cancelled, :refunded]

  def color(status) do
    if final?(status), do: :grey, else: :blue
  end
end
