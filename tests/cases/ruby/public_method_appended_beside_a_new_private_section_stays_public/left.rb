class Cart
  def initialize(items)
    @items = items
  end

  def total
    @items.sum(&:price)
  end

  private

  def discounted
    @items.select(&:discounted?)
  end
end
