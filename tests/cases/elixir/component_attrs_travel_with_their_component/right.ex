defmodule ShopWeb.CoreComponents do
  use Phoenix.Component

  attr :type, :string, default: "button"
  attr :rest, :global
  slot :inner_block, required: true

  def button(assigns) do
    ~H"""
    <button type={@type} class="btn" {@rest}>
      {render_slot(@inner_block)}
    </button>
    """
  end

  attr :label, :string, required: true
  attr :for, :string, default: nil

  def label(assigns) do
    ~H"""
    <label for={@for}>{@label}</label>
    """
  end
end
