enum Planet(val mass: Double):
  case Mercury extends Planet(3.303e+23)
  case Venus extends Planet(4.869e+24)
  case Mars extends Planet(6.421e+23)

  def surfaceGravity: Double = mass / 1e20

  def isLight: Boolean = mass < 1e24
