object Money {
  fun of(amount: BigDecimal): Money = Money(amount)
}
