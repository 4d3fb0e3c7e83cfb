package shop

final class Cart(items: List[Item]) {
  def size: Int = items.size

  def isEmpty: Boolean = items.isEmpty

  def total: BigDecimal = items.map(_.price).sum
}
