defmodule Pricing do
  def tax(amount), do: amount * 0.2

  def total(amount) do
    amount + tax(amount
  end
end
