class Cart
  def initialize(items)
    @items = items
  end

  def total
    @items.sum(&:price)
  end

  def count
    @items.size
  end

  private

  def discounted
    @items.select(&:discounted?)
  end
end
