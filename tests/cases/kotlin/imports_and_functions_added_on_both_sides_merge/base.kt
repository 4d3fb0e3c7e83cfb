package shop.orders

import java.math.BigDecimal
import shop.money.Money

class Order(val lines: List<Line>) {
  fun total(): Money = Money(lines.sumOf { it.price })
}
