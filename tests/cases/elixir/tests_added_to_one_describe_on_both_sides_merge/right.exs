defmodule Shop.CartTest do
  use ExUnit.Case, async: true

  alias Shop.Cart

  describe "add/3" do
    test "adds an item" do
      cart = Cart.add(Cart.new(), "apple")
      assert Cart.count(cart) == 1
    end

    @tag :regression
    test "counts an item added twice" do
      cart = Cart.new() |> Cart.add("kiwi") |> Cart.add("kiwi")
      assert Cart.count(cart) == 2
    end
  end

  describe "remove/2" do
    test "removes an item" do
      cart = Cart.new() |> Cart.add("apple") |> Cart.remove("apple")
      assert Cart.count(cart) == 0
    end
  end
end
