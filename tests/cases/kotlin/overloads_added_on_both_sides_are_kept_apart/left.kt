object Money {
  fun of(amount: BigDecimal): Money = Money(amount)
  fun of(cents: Long): Money = of(BigDecimal.valueOf(cents, 2))
}
