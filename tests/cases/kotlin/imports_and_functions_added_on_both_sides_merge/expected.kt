package shop.orders

import java.math.BigDecimal
import java.math.RoundingMode
import java.time.Instant
import shop.money.Money

class Order(val lines: List<Line>) {
  fun total(): Money = Money(lines.sumOf { it.price })

  fun placedAt(): Instant = Instant.now()

  fun rounded(): BigDecimal = total().amount.setScale(2, RoundingMode.HALF_UP)
}
