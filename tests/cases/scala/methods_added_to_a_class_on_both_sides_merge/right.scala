package shop

final class Cart(items: List[Item]) {
  def size: Int = items.size

  def isEmpty: Boolean = items.isEmpty

  def add(item: Item): Cart = new Cart(item :: items)
}
