defmodule Pricing do
  def tax(amount), do: amount * 0.25

  def total(amount), do: amount + tax(amount)
end
