package shop.orders

import java.math.BigDecimal
import java.time.Instant
import shop.money.Money

class Order(val lines: List<Line>) {
  fun total(): Money = Money(lines.sumOf { it.price })

  fun placedAt(): Instant = Instant.now()
}
