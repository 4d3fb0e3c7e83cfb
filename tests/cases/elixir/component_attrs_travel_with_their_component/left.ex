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
  attr :color, :string, default: "grey"

  def badge(assigns) do
    ~H"""
    <span class={"badge badge-#{@color}"}>{@label}</span>
    """
  end
end
