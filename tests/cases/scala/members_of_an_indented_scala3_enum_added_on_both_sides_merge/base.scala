enum Planet(val mass: Double):
  case Mercury extends Planet(3.303e+23)
  case Venus extends Planet(4.869e+24)

  def surfaceGravity: Double = mass / 1e20
