object Pricing {
  def net(gross: BigDecimal): BigDecimal = gross / 1.2
<<<<<<< left
||||||| base

  def rounded(x: BigDecimal): BigDecimal = {
    x.setScale(2, BigDecimal.RoundingMode.HALF_UP)
  }
=======

  def rounded(x: BigDecimal): BigDecimal = {
    x.setScale(2, BigDecimal.RoundingMode.HALF_EVEN)
  }
>>>>>>> right
}
